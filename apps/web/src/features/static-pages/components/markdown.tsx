import Markdown from 'react-markdown';
import { Anchor, Typography } from '@mantine/core';
import { Link } from 'react-router';

/**
 * Renders stored Markdown safely: react-markdown builds React elements and never injects raw HTML
 * (HTML in the source is shown as text). Internal links stay in the app.
 */
export function MarkdownContent({ source }: { source: string }) {
  return (
    <Typography>
      <Markdown
        skipHtml
        components={{
          a: ({ href = '', children }) =>
            href.startsWith('/') ? (
              <Anchor component={Link} to={href}>
                {children}
              </Anchor>
            ) : (
              <Anchor href={href} target="_blank" rel="noopener noreferrer">
                {children}
              </Anchor>
            ),
          h1: ({ children }) => <h2>{children}</h2>,
        }}
      >
        {source}
      </Markdown>
    </Typography>
  );
}
