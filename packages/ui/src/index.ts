// Root entry: components, their props and the runtime theme API. Contract vars, token objects and theme
// classes live in the `@tsumiki/ui/theme` entry (vanilla-extract issue #1072: keep styles apart).
export type { AmountFieldProps, AmountPreset } from './components/AmountField/AmountField';
export { AmountField } from './components/AmountField/AmountField';
export { sanitizeAmount } from './components/AmountField/sanitizeAmount';
export type { AppShellProps, AppShellTab, AppTab } from './components/AppShell/AppShell';
export { AppShell, appTabs } from './components/AppShell/AppShell';
export type { ButtonProps } from './components/Button/Button';
export { Button } from './components/Button/Button';
export type { ButtonSize, ButtonVariant } from './components/Button/buttonVariants';
export { buttonSizes, buttonVariants } from './components/Button/buttonVariants';
export type { CheckboxProps } from './components/Checkbox/Checkbox';
export { Checkbox } from './components/Checkbox/Checkbox';
export type { ConfirmRow, ConfirmSheetProps } from './components/ConfirmSheet/ConfirmSheet';
export { ConfirmSheet } from './components/ConfirmSheet/ConfirmSheet';
export type { DateRange, YearMonth } from './components/DateRangePicker/calendar';
export { monthGrid, monthOf, pickDay, shiftMonth } from './components/DateRangePicker/calendar';
export type { DateRangePickerProps, DateRangePreset } from './components/DateRangePicker/DateRangePicker';
export { DateRangePicker } from './components/DateRangePicker/DateRangePicker';
export type { DialogProps } from './components/Dialog/Dialog';
export { Dialog, DialogClose } from './components/Dialog/Dialog';
export type { EmptyStateProps } from './components/EmptyState/EmptyState';
export { EmptyState } from './components/EmptyState/EmptyState';
export type { ErrorBoundaryProps } from './components/ErrorBoundary/ErrorBoundary';
export { ErrorBoundary } from './components/ErrorBoundary/ErrorBoundary';
export type { ErrorStateProps } from './components/ErrorState/ErrorState';
export { ErrorState } from './components/ErrorState/ErrorState';
export type { FieldControlProps, FieldFrameProps, FieldProps } from './components/Field/Field';
export { FieldFrame } from './components/Field/Field';
export type { FlashPriceProps } from './components/FlashPrice/FlashPrice';
export { FlashPrice } from './components/FlashPrice/FlashPrice';
export type { IconName, IconProps } from './components/Icon/Icon';
export { Icon, iconNames } from './components/Icon/Icon';
export type { ImageUploadProps } from './components/ImageUpload/ImageUpload';
export { ImageUpload } from './components/ImageUpload/ImageUpload';
export type { ImageViewerProps } from './components/ImageViewer/ImageViewer';
export { ImageViewer } from './components/ImageViewer/ImageViewer';
export { clampZoom, MAX_ZOOM, MIN_ZOOM, pinchZoom, stepZoom } from './components/ImageViewer/zoom';
export type { CellGridProps, CellProps, ListProps, ListRowProps } from './components/ListRow/ListRow';
export { Cell, CellGrid, List, ListRow } from './components/ListRow/ListRow';
export type { LivePricesToggleProps } from './components/LivePricesToggle/LivePricesToggle';
export { LivePricesToggle } from './components/LivePricesToggle/LivePricesToggle';
export type { LotsStepperProps } from './components/LotsStepper/LotsStepper';
export { LotsStepper } from './components/LotsStepper/LotsStepper';
export type { MarketStatus, MarketStatusPillProps } from './components/MarketStatusPill/MarketStatusPill';
export { MarketStatusPill, marketStatuses } from './components/MarketStatusPill/MarketStatusPill';
export type { MoneyTextProps, MoneyTextSize } from './components/MoneyText/MoneyText';
export { MoneyText, moneyTextSizes } from './components/MoneyText/MoneyText';
export type { OfflineBannerProps } from './components/OfflineBanner/OfflineBanner';
export { OfflineBanner } from './components/OfflineBanner/OfflineBanner';
export type { PasswordFieldProps } from './components/PasswordField/PasswordField';
export { PasswordField } from './components/PasswordField/PasswordField';
export type { PinPadProps } from './components/PinPad/PinPad';
export { PinPad } from './components/PinPad/PinPad';
export type { Direction } from './components/PriceChange/direction';
export { directionArrow, directionSign, directions } from './components/PriceChange/direction';
export type { PriceChangeProps, PriceChangeVariant } from './components/PriceChange/PriceChange';
export { PriceChange, priceChangeVariants } from './components/PriceChange/PriceChange';
export type { PullToRefreshProps } from './components/PullToRefresh/PullToRefresh';
export { PullToRefresh } from './components/PullToRefresh/PullToRefresh';
export type { PullPhase } from './components/PullToRefresh/pull';
export { PULL_HEAD, pullDistance, pullPhase } from './components/PullToRefresh/pull';
export type { SegmentedControlProps, SegmentedOption } from './components/SegmentedControl/SegmentedControl';
export { SegmentedControl } from './components/SegmentedControl/SegmentedControl';
export type { SelectOption, SelectProps } from './components/Select/Select';
export { Select } from './components/Select/Select';
export type {
  SkeletonCardProps,
  SkeletonListProps,
  SkeletonProps,
  SkeletonShape,
} from './components/Skeleton/Skeleton';
export { Skeleton, SkeletonCard, SkeletonList, skeletonShapes } from './components/Skeleton/Skeleton';
export type { StatusBadgeProps } from './components/StatusBadge/StatusBadge';
export { StatusBadge } from './components/StatusBadge/StatusBadge';
export type { StatusState, Tone } from './components/StatusBadge/statusTones';
export { statusStates, statusTones, tones } from './components/StatusBadge/statusTones';
export type { TabItem, TabsProps, TabsVariant } from './components/Tabs/Tabs';
export { Tabs, tabsVariants } from './components/Tabs/Tabs';
export type { TextFieldProps } from './components/TextField/TextField';
export { TextField } from './components/TextField/TextField';
export type { ToastOptions, ToastProviderProps, ToastTone } from './components/Toast/Toast';
export { ToastProvider, toastTones, useToast } from './components/Toast/Toast';
export { useContentLanguage } from './components/TsumikiProvider/contentLanguage';
export type {
  LinkComponent,
  LinkComponentProps,
  PriceConventionScopeProps,
  TsumikiProviderProps,
} from './components/TsumikiProvider/TsumikiProvider';
export {
  Link,
  PriceConventionScope,
  TsumikiProvider,
  useAppearanceKey,
  useLinkComponent,
  usePortalContainer,
  useReducedMotion,
} from './components/TsumikiProvider/TsumikiProvider';
export type { AssetSummaryRow, UserPanelProps } from './components/UserPanel/UserPanel';
export { UserPanel } from './components/UserPanel/UserPanel';
export type {
  AssetSummaryKey,
  UserPanelEntry,
  UserPanelLinkEntry,
} from './components/UserPanel/userPanelEntries';
export { assetSummaryKeys, userPanelEntries } from './components/UserPanel/userPanelEntries';
export type { ThemeName } from './theme/brands';
export { themeNames } from './theme/brands';
export type { Market, PriceConventionOverride } from './theme/priceConvention';
export { markets, priceConventionFor, priceConventionOverrides } from './theme/priceConvention';
export { priceConventionClass } from './theme/priceConventionClass';
export type { RuntimeTokensResult, TokensValidation } from './theme/runtimeTokens';
export { applyRuntimeTokens, validateTokens } from './theme/runtimeTokens';
// Kept for apps that wrap themselves by class instead of TsumikiProvider (each brings its theme's CSS).
export { darkTheme } from './theme/themes/dark.css';
export { lightTheme } from './theme/themes/light.css';
export { murasakiTheme } from './theme/themes/murasaki.css';
export type { PriceConvention, TsumikiTokens } from './theme/tokenType';
export { priceConventions } from './theme/tokenType';
