import type { ChinaBoard, components } from '@tsumiki/sdk';
import { chinaLimitBoard } from '@tsumiki/sdk';

/** Where a stock trades; China boards decide the daily limit (main ±10%, STAR/ChiNext ±20%, ST ±5%). */
export type Board = 'prime' | 'nyse' | 'nasdaq' | 'main' | 'star' | 'chinext' | 'st';

export type Sector =
  | 'auto'
  | 'tech'
  | 'finance'
  | 'consumer'
  | 'health'
  | 'energy'
  | 'industrial'
  | 'materials'
  | 'telecom'
  | 'realestate'
  | 'utilities'
  | 'retail'
  | 'media'
  | 'index';

/** One listed instrument. `ref` is a realistic reference price at the simulation anchor (2026-01-05). */
export interface Instrument {
  market: 'jpy' | 'usd' | 'cny';
  code: string;
  names: { ja: string; 'zh-CN': string; en: string };
  sector: Sector;
  board: Board;
  ref: string;
  /** Shares outstanding in millions (market capitalisation), approximate. */
  sharesM: number;
  index?: boolean;
}

/** Compact row: code, ja, zh-CN, en, sector, reference price, shares outstanding (millions), board. */
export type Row = readonly [string, string, string, string, Sector, string, number, Board?];

export function fromRows(
  market: Instrument['market'],
  rows: readonly Row[],
  defaultBoard: Board,
): Instrument[] {
  return rows.map(([code, ja, zh, en, sector, ref, sharesM, board]) => ({
    market,
    code,
    names: { ja, 'zh-CN': zh, en },
    sector,
    board: board ?? defaultBoard,
    ref,
    sharesM,
  }));
}

/** How the contract names where a stock is listed (StockDetail `board` and `specialTreatment`). */
export interface Listing {
  board: components['schemas']['Board'];
  specialTreatment: boolean;
}

/** The contract's listing of an instrument: the data's `st` is a main-board stock under special treatment. */
export function listingOf(instrument: Pick<Instrument, 'board'>): Listing {
  return instrument.board === 'st'
    ? { board: 'main', specialTreatment: true }
    : { board: instrument.board, specialTreatment: false };
}

/** The A-share limit class of an instrument, by the SDK's rule over its listing (the same one clients use). */
export function limitBoardOf(instrument: Pick<Instrument, 'board'>): ChinaBoard {
  const { board, specialTreatment } = listingOf(instrument);
  return chinaLimitBoard(board, specialTreatment);
}
