import type { LinkComponentProps } from '@tsumiki/ui';
import { Link } from '../nav/router';

/** The kit's links, through the router: hrefs are route paths (`/home/home?code=7203`). */
export function RouterLink({ href, ref, ...props }: LinkComponentProps) {
  if (/^[a-z]+:/i.test(href)) return <a href={href} ref={ref} {...props} />;
  return <Link to={href} ref={ref} {...props} />;
}
