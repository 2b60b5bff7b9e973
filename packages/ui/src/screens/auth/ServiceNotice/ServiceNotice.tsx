import { Icon } from '../../../components/Icon/Icon';
import * as page from '../../account/page.css';

export interface ServiceNoticeProps {
  /** Heading of the notice, e.g. "This account cannot be used". */
  title: string;
  /** The refusal's translated text (`account.banned`, `account.frozen`, `account.tradingBarred`). */
  message: string;
  /** The customer-service link (config `kefu`, else the brand's fallback); none → `unavailableText`. */
  serviceUrl?: string;
  /** The text of the link to customer service. */
  linkLabel: string;
  /** Said plainly when no customer-service link is configured. */
  unavailableText: string;
}

/** Tells a refused customer to contact customer service, with the link when there is one (spec section 6). */
export function ServiceNotice({
  title,
  message,
  serviceUrl,
  linkLabel,
  unavailableText,
}: ServiceNoticeProps) {
  return (
    <section className={`${page.notice} ${page.noticeDanger}`} role="alert">
      <p className={page.noticeTitle}>
        <Icon name="alert" size={18} /> {title}
      </p>
      <p className={page.paragraph}>{message}</p>
      {serviceUrl ? (
        <a className={page.inlineLink} href={serviceUrl} target="_blank" rel="noopener noreferrer">
          <Icon name="service" size={18} /> {linkLabel}
        </a>
      ) : (
        <p className={page.paragraph}>{unavailableText}</p>
      )}
    </section>
  );
}
