import type { ReactNode } from 'react';
import { Button } from '../../../components/Button/Button';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import { Cell, CellGrid } from '../../../components/ListRow/ListRow';
import { SkeletonCard, SkeletonList } from '../../../components/Skeleton/Skeleton';
import * as styles from './screen.css';

/** Where a screen's data stands; `ready` renders the content. */
export type LoadStatus = 'loading' | 'error' | 'ready';

/** The texts and retry of a screen's loading and error states (shared by the product screens). */
export interface LoadProps {
  /** Loading, failed or loaded: what the part shows. */
  status: LoadStatus;
  /** The translated reason (server msg), shown under the error title. Default none. */
  errorText?: string;
  /** Called by the error state's retry button. */
  onRetry?: () => void;
}

/** A page with its heading (h1) and the loading / error / ready body. */
export function ScreenPage({
  title,
  subtitle,
  load,
  texts,
  actions,
  shape = 'list',
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  load: LoadProps;
  texts: { loading: string; loadError: string; retry: string };
  actions?: ReactNode;
  /** What the page holds, for its loading placeholder to take that room: a list of cards, or one detail. */
  shape?: 'list' | 'detail';
  children: () => ReactNode;
}) {
  return (
    <div className={styles.page} aria-busy={load.status === 'loading'}>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        {actions && <div className={styles.row}>{actions}</div>}
      </header>
      {load.status === 'loading' &&
        (shape === 'detail' ? (
          <SkeletonCard label={texts.loading} pairs={8} />
        ) : (
          <SkeletonList rows={7} label={texts.loading} />
        ))}
      {load.status === 'error' && (
        <ErrorState
          title={texts.loadError}
          {...(load.errorText ? { description: load.errorText } : {})}
          retryLabel={texts.retry}
          {...(load.onRetry ? { onRetry: load.onRetry } : {})}
        />
      )}
      {load.status === 'ready' && children()}
    </div>
  );
}

/** Labelled figures of a view model (`{ key, value }` with the key's label). */
export function Fields<K extends string>({
  fields,
  labels,
  columns = 2,
}: {
  fields: readonly { key: K; value: string }[];
  labels: Readonly<Record<K, string>>;
  columns?: number;
}) {
  return (
    <CellGrid columns={columns}>
      {fields.map((f) => (
        <Cell key={f.key} label={labels[f.key]} value={f.value} />
      ))}
    </CellGrid>
  );
}

/** The blocking reasons of a form, already translated; announced politely. */
export function IssueList({ issues, id }: { issues: readonly string[]; id?: string }) {
  if (issues.length === 0) return null;
  return (
    <ul className={styles.issues} id={id} aria-live="polite">
      {issues.map((text) => (
        <li key={text}>{text}</li>
      ))}
    </ul>
  );
}

/** A success line after a call went through. */
export function Notice({ text }: { text?: string | undefined }) {
  if (!text) return null;
  return (
    <p className={styles.notice} role="status">
      {text}
    </p>
  );
}

/** An empty list with an optional link onwards. */
export function Empty({ title, action }: { title: string; action?: { label: string; href: string } }) {
  return (
    <EmptyState
      title={title}
      {...(action
        ? {
            action: (
              <Button variant="secondary" href={action.href}>
                {action.label}
              </Button>
            ),
          }
        : {})}
    />
  );
}
