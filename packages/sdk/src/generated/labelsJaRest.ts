/**
 * Generated from src/i18n/labels/*.ts. Do not edit: change the area file and run `npm run gen`.
 */

import { areaLabels as home } from './labelsJaHome';
import { areaLabels as quotes } from './labelsJaQuotes';
import { areaLabels as trade } from './labelsJaTrade';
import { areaLabels as positions } from './labelsJaPositions';
import { areaLabels as ipo } from './labelsJaIpo';
import { areaLabels as block } from './labelsJaBlock';
import { areaLabels as follow } from './labelsJaFollow';
import { areaLabels as dayTrade } from './labelsJaDayTrade';
import { areaLabels as loans } from './labelsJaLoans';
import { areaLabels as funds } from './labelsJaFunds';
import { areaLabels as account } from './labelsJaAccount';
import { areaLabels as messages } from './labelsJaMessages';
import { areaLabels as news } from './labelsJaNews';
import { areaLabels as calendar } from './labelsJaCalendar';

/** Screen labels in ja, every area but the first part's: the `labels` namespace, one flat `<area>.<key>` key per text. */
export const restLabels: Readonly<Record<string, string>> = {
  ...home,
  ...quotes,
  ...trade,
  ...positions,
  ...ipo,
  ...block,
  ...follow,
  ...dayTrade,
  ...loans,
  ...funds,
  ...account,
  ...messages,
  ...news,
  ...calendar,
};
