import { Button, type ButtonProps } from '@mantine/core';
import { Link } from 'react-router';

/** A notification's link: a page of the app through the router, anything else in a new tab. */
export function NotificationLink({
  href,
  children,
  onClick,
  ...props
}: ButtonProps & { href: string; onClick?: () => void }) {
  const internal = href.startsWith('/') && !href.startsWith('//');
  return internal ? (
    <Button component={Link} to={href} onClick={onClick} {...props}>
      {children}
    </Button>
  ) : (
    <Button component="a" href={href} target="_blank" rel="noopener noreferrer" onClick={onClick} {...props}>
      {children}
    </Button>
  );
}
