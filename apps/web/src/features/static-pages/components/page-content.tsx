import type { MouseEvent } from 'react';
import { Typography } from '@mantine/core';
import { useNavigate } from 'react-router';
import classes from './page-content.module.css';

/**
 * A stored page's HTML, rendered by the server from Markdown with raw HTML escaped (see the API's markdown.ts),
 * so no Markdown library ships to phones. Links inside the app navigate without a reload.
 */
export function PageContent({ html }: { html: string }) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as HTMLElement).closest('a');
    const href = link?.getAttribute('href');
    if (!href || !href.startsWith('/') || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0)
      return;
    event.preventDefault();
    void navigate(href);
  };
  return (
    <Typography>
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- delegates link clicks; links stay keyboard-reachable */}
      <div className={classes.content} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}
