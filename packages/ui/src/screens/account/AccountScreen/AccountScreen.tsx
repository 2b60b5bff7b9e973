import type {
  AccountHeaderView,
  AssetSummaryView,
  LivePricesChoice,
  MotionChoice,
  PriceColorChoice,
} from '@tsumiki/sdk';
import type { Labels } from '@tsumiki/sdk/labels';
import { fillLabel } from '@tsumiki/sdk/labels';
import { ASSET_ROWS, LIVE_PRICES_CHOICES, MOTION_CHOICES, PRICE_COLOR_CHOICES } from '@tsumiki/sdk/rules';
import type { ReactNode } from 'react';
import { Button } from '../../../components/Button/Button';
import { ConfirmSheet } from '../../../components/ConfirmSheet/ConfirmSheet';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import { Icon } from '../../../components/Icon/Icon';
import { List, ListRow } from '../../../components/ListRow/ListRow';
import { MoneyText } from '../../../components/MoneyText/MoneyText';
import { cx } from '../../../components/private/cx';
import { SegmentedControl } from '../../../components/SegmentedControl/SegmentedControl';
import * as skeleton from '../../../components/Skeleton/Skeleton.css';
import { StatusBadge } from '../../../components/StatusBadge/StatusBadge';
import { ServiceNotice } from '../../auth/ServiceNotice/ServiceNotice';
import * as page from '../page.css';
import { VerificationStatusBadge } from '../verificationBadge';
import * as styles from './AccountScreen.css';
import { AssetAllocation } from './AssetAllocation';

export interface AccountScreenProps {
  /** The `account` labels in the reader's language: `labelsFor(i18n, 'account')` from `@tsumiki/sdk`; edit them to reword it. */
  labels: Labels<'account'>;
  /** From `selectAccountHeader`. */
  header: AccountHeaderView;
  /** From `selectAssetSummaryView`; rows show placeholders while `loading`. */
  summary: AssetSummaryView;
  /** The market's name for the assets heading, e.g. "日本株". */
  marketName: string;
  /** Unread messages, shown beside Messages. Default 0. */
  unread?: number;
  /** Opens customer service (the config's `kefu` link). */
  onCustomerService: () => void;
  /** Set when no customer-service link is configured: the screen says so. Default `false`. */
  serviceUnavailable?: boolean;
  /** Customer-service link for the trading-barred notice. Default none. */
  serviceUrl?: string;
  /** Called after the customer confirms signing out. */
  onLogout: () => void;
  /** A sign-out is in flight: its button shows a spinner. */
  loggingOut?: boolean;
  /** The price colour setting the app persists (`auto` follows each market). Default: the setting is not shown. */
  priceColors?: { value: PriceColorChoice; onChange: (value: PriceColorChoice) => void };
  /** The motion setting (`reduce`: no price flashes or transitions). Default: not shown. */
  motion?: { value: MotionChoice; onChange: (value: MotionChoice) => void };
  /** Whether prices update or hold still (for screen-reader users). Default: not shown. */
  livePrices?: { value: LivePricesChoice; onChange: (value: LivePricesChoice) => void };
  /**
   * A read the asset summary needs failed (after the SDK's retries), translated: the card says so with a retry
   * instead of figures from missing data (zeros, "not verified"); the menu stays usable. Default none.
   */
  summaryError?: string;
  /** Called when the customer asks to read again after `summaryError`; without it the error has no retry button. */
  onRetry?: () => void;
}

const MOTION_LABELS = {
  auto: 'motionAuto',
  reduce: 'motionReduce',
} as const satisfies Record<MotionChoice, keyof Labels<'account'>>;

const LIVE_PRICES_LABELS = {
  live: 'livePricesLive',
  frozen: 'livePricesFrozen',
} as const satisfies Record<LivePricesChoice, keyof Labels<'account'>>;

/** One labelled choice of the display section. */
function DisplaySetting<V extends string>({
  label,
  hint,
  value,
  onChange,
  options,
}: {
  label: string;
  hint: string;
  value: V;
  onChange: (value: V) => void;
  options: { value: V; label: string }[];
}) {
  return (
    <>
      <span className={page.meta} aria-hidden="true">
        {label}
      </span>
      <SegmentedControl label={label} value={value} onValueChange={onChange} options={options} />
      <p className={page.lead}>{hint}</p>
    </>
  );
}

const PRICE_COLOR_LABELS = {
  auto: 'priceColorsAuto',
  'red-up': 'priceColorsRedUp',
  'green-up': 'priceColorsGreenUp',
} as const satisfies Record<PriceColorChoice, keyof Labels<'account'>>;

/** /mine/index: the user panel as a page: account, verification, assets and every entry (spec section 2). */
export function AccountScreen({
  labels,
  header,
  summary,
  marketName,
  unread = 0,
  onCustomerService,
  serviceUnavailable = false,
  serviceUrl,
  onLogout,
  loggingOut = false,
  priceColors,
  motion,
  livePrices,
  summaryError,
  onRetry,
}: AccountScreenProps) {
  const link = (
    href: string,
    title: string,
    icon: Parameters<typeof Icon>[0]['name'],
    trailing?: ReactNode,
  ) => <ListRow href={href} title={title} leading={<Icon name={icon} size={22} />} trailing={trailing} />;
  return (
    <div className={page.page}>
      <h1 className={page.title}>{labels.title}</h1>
      <section className={styles.profile} aria-label={labels.accountLabel}>
        <span className={styles.avatar}>
          <Icon name="user" size={26} />
        </span>
        <div className={styles.profileText}>
          <span className={page.meta}>{labels.accountLabel}</span>
          <p className={styles.account}>{header.account}</p>
          {/* Unknown while the account's reads fail: no badge rather than a wrong one. */}
          {!summaryError && <VerificationStatusBadge badge={header.verification} labels={labels} />}
        </div>
      </section>
      {header.tradingBarred && (
        <ServiceNotice
          title={labels.customerService}
          message={labels.tradingBarred}
          {...(serviceUrl ? { serviceUrl } : {})}
          linkLabel={labels.customerService}
          unavailableText={labels.kefuUnavailable}
        />
      )}
      <section className={page.card} aria-labelledby="account-assets">
        <h2 id="account-assets" className={page.subtitle}>
          {fillLabel(labels.assetsHeading, { market: marketName })}
        </h2>
        {summaryError ? (
          <ErrorState
            title={labels.loadFailed}
            description={summaryError}
            retryLabel={labels.retry}
            {...(onRetry ? { onRetry } : {})}
          />
        ) : (
          <dl className={styles.assets} aria-busy={summary.loading || undefined}>
            {ASSET_ROWS.map((key) => (
              <div
                key={key}
                className={`${styles.assetItem} ${key === 'totalAssets' ? styles.assetTotal : ''}`}
              >
                <dt className={styles.assetLabel}>{labels[key]}</dt>
                <dd className={styles.assetValue}>
                  {summary.loading ? (
                    // The value's own line, as a bone: the figure lands without moving the page.
                    <MoneyText
                      value={'\u00a0'}
                      size={key === 'totalAssets' ? 'xl' : 'md'}
                      className={cx(skeleton.bone, styles.valuePlaceholder)}
                    />
                  ) : (
                    <MoneyText value={summary.rows[key].text} size={key === 'totalAssets' ? 'xl' : 'md'} />
                  )}
                </dd>
              </div>
            ))}
          </dl>
        )}
        {!summaryError && (
          <AssetAllocation labels={labels} slices={summary.allocation} loading={summary.loading} />
        )}
      </section>
      <List heading={labels.sectionFunds}>
        {link(
          '/mine/verified',
          labels.verificationStatus,
          'verified',
          <VerificationStatusBadge badge={header.verification} labels={labels} />,
        )}
        {link('/mine/deposit', labels.deposit, 'deposit')}
        {link('/mine/withdraw', labels.withdraw, 'withdraw')}
        {link('/mine/loan', labels.loan, 'loan')}
        {link('/mine/transactionRecords', labels.fundRecords, 'records')}
        {link('/position/index', labels.myPositions, 'positions')}
        {link('/mine/bank', labels.bankCards, 'bankCard')}
      </List>
      <List heading={labels.sectionSecurity}>
        {link('/mine/loginPassword', labels.loginPassword, 'lock')}
        {link(
          '/mine/fundPassword',
          labels.fundsPassword,
          'key',
          <StatusBadge
            tone={header.fundsPasswordSet ? 'success' : 'warning'}
            label={header.fundsPasswordSet ? labels.fundsPasswordSet : labels.fundsPasswordNotSet}
          />,
        )}
        {link('/mine/language', labels.language, 'language')}
      </List>
      {(priceColors || motion || livePrices) && (
        <section className={`${page.card} ${styles.display}`} aria-labelledby="account-display">
          <h2 id="account-display" className={page.subtitle}>
            {labels.sectionDisplay}
          </h2>
          {priceColors && (
            <DisplaySetting
              label={labels.priceColors}
              hint={labels.priceColorsHint}
              value={priceColors.value}
              onChange={priceColors.onChange}
              options={PRICE_COLOR_CHOICES.map((value) => ({
                value,
                label: labels[PRICE_COLOR_LABELS[value]],
              }))}
            />
          )}
          {motion && (
            <DisplaySetting
              label={labels.motion}
              hint={labels.motionHint}
              value={motion.value}
              onChange={motion.onChange}
              options={MOTION_CHOICES.map((value) => ({ value, label: labels[MOTION_LABELS[value]] }))}
            />
          )}
          {livePrices && (
            <DisplaySetting
              label={labels.livePrices}
              hint={labels.livePricesHint}
              value={livePrices.value}
              onChange={livePrices.onChange}
              options={LIVE_PRICES_CHOICES.map((value) => ({
                value,
                label: labels[LIVE_PRICES_LABELS[value]],
              }))}
            />
          )}
        </section>
      )}
      <List heading={labels.sectionSupport}>
        {link(
          '/mine/message',
          labels.messages,
          'message',
          unread > 0 ? <StatusBadge tone="danger" label={String(unread)} /> : undefined,
        )}
        <ListRow
          title={labels.customerService}
          leading={<Icon name="service" size={22} />}
          onClick={onCustomerService}
        />
        {link('/mine/about', labels.about, 'info')}
        {link('/mine/privacy', labels.privacy, 'document')}
        {link('/mine/protocol', labels.protocol, 'document')}
      </List>
      {serviceUnavailable && (
        <p className={`${page.notice} ${page.noticeWarning}`} role="alert">
          {labels.kefuUnavailable}
        </p>
      )}
      <ConfirmSheet
        trigger={
          <Button variant="danger" fullWidth>
            <Icon name="logout" size={20} />
            {labels.logout}
          </Button>
        }
        title={labels.logoutConfirm}
        confirmLabel={labels.logout}
        cancelLabel={labels.cancel}
        tone="danger"
        loading={loggingOut}
        onConfirm={onLogout}
      />
    </div>
  );
}
