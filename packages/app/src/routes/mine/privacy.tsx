import { DocumentScreen } from '@tsumiki/ui/screens';
import { brand } from '../../brand';
import { useLabels } from '../../shell/useLabels';

/** /mine/privacy: a static document, its text in the SDK's account labels. */
export function Component() {
  return <DocumentScreen labels={useLabels('account')} kind="privacy" brandName={brand.name} />;
}
