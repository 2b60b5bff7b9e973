import { type RefObject, useLayoutEffect, useRef, useState } from 'react';
import type { ChartStyle } from '../engine/drawKLine';
import { type CrosshairState, KLineEngine } from '../engine/klineEngine';
import type { KLineObjectData } from '../engine/liveUpdate';
import { dataChange } from '../engine/liveUpdate';

export interface KLineEngineHookOptions {
  width: number;
  height: number;
  pixelRatio: number | undefined;
  barSpacing: number | undefined;
  onCrosshair: (state: CrosshairState | null) => void;
}

/**
 * Owns a `KLineEngine` inside `stageRef` once colours are resolved (`style` non-null), and feeds it size, style
 * and data. New data that keeps every earlier bar and series value and amends the last bar or adds one goes
 * through `update` (a live tick, repainting the last columns); the same bar times with other values (another
 * price adjustment, an indicator switched) repaint everything and keep the zoom; anything else starts over.
 */
export function useKLineEngine(
  stageRef: RefObject<HTMLElement | null>,
  style: ChartStyle | null,
  data: KLineObjectData,
  options: KLineEngineHookOptions,
): KLineEngine | null {
  const [engine, setEngine] = useState<KLineEngine | null>(null);
  const latest = useRef({ style, onCrosshair: options.onCrosshair });
  latest.current = { style, onCrosshair: options.onCrosshair };
  const prevData = useRef<KLineObjectData | null>(null);
  const ready = style !== null;
  const { pixelRatio, barSpacing, width, height } = options;

  useLayoutEffect(() => {
    const stage = stageRef.current;
    const initial = latest.current.style;
    if (!ready || !stage || !initial) return;
    const created = new KLineEngine(stage, {
      style: initial,
      pixelRatio,
      barSpacing,
      onCrosshair: (c) => latest.current.onCrosshair(c),
    });
    const canvas = created.overlay;
    canvas.removeAttribute('aria-hidden');
    canvas.setAttribute('role', 'img');
    canvas.tabIndex = 0;
    prevData.current = null;
    setEngine(created);
    return () => {
      created.destroy();
      setEngine(null);
    };
  }, [stageRef, ready, pixelRatio, barSpacing]);

  useLayoutEffect(() => {
    if (engine && style) engine.setStyle(style);
  }, [engine, style]);
  useLayoutEffect(() => {
    engine?.setSize(width, height, pixelRatio);
  }, [engine, width, height, pixelRatio]);
  useLayoutEffect(() => {
    if (!engine) return;
    const prev = prevData.current;
    prevData.current = data;
    const change = prev ? dataChange(prev, data) : 'replaced';
    if (change === 'live') engine.update(data);
    else engine.setData(data, change === 'sameTimeline');
    // Drawn before the browser paints this commit, so no frame shows the new DOM beside the old chart (or an
    // empty canvas at mount) while the engine waits for its animation frame.
    engine.render();
  }, [engine, data]);
  return engine;
}

/** Keyboard: arrows move the crosshair (Shift: 10 bars), Home/End jump, +/- zoom, Escape hides. */
export function keyAction(engine: KLineEngine, key: string, shift: boolean): boolean {
  const step = shift ? 10 : 1;
  switch (key) {
    case 'ArrowLeft':
      engine.moveCrosshair(-step);
      return true;
    case 'ArrowRight':
      engine.moveCrosshair(step);
      return true;
    case 'Home':
      engine.moveCrosshair(-engine.length);
      return true;
    case 'End':
      engine.moveCrosshair(engine.length);
      return true;
    case '+':
    case '=':
      engine.zoom(1.25);
      return true;
    case '-':
      engine.zoom(0.8);
      return true;
    case 'Escape':
      engine.setCrosshair(null);
      return true;
    default:
      return false;
  }
}
