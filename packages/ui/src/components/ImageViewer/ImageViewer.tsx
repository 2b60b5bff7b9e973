import { Dialog as RadixDialog } from 'radix-ui';
import type { PointerEvent, ReactNode, WheelEvent } from 'react';
import { useRef, useState } from 'react';
import * as dialog from '../Dialog/Dialog.css';
import { Icon } from '../Icon/Icon';
import { usePortalContainer } from '../TsumikiProvider/TsumikiProvider';
import * as styles from './ImageViewer.css';
import { clampZoom, MAX_ZOOM, MIN_ZOOM, pinchZoom, stepZoom } from './zoom';

export interface ImageViewerProps {
  /** Shown or not (controlled). */
  open?: boolean;
  /** Called when it opens or closes (its button, Escape, the scrim). */
  onOpenChange?: (open: boolean) => void;
  /** Element that opens the viewer, e.g. a thumbnail button. Default none. */
  trigger?: ReactNode;
  /** The image URL. */
  src: string;
  /** What the image shows, for screen readers. */
  alt: string;
  /** Heading and accessible name of the viewer. */
  title: string;
  /** Accessible names of the controls; pass translated text. Defaults in English. */
  zoomInLabel?: string;
  /** Accessible name of the zoom-out button. */
  zoomOutLabel?: string;
  /** Accessible name of the reset-zoom button. */
  resetLabel?: string;
  /** Accessible name of the close button. */
  closeLabel?: string;
}

type Point = { x: number; y: number };
const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

/** Full-screen image with pinch, wheel and button zoom from 1/3x to 3x, and drag to pan. */
export function ImageViewer({
  open,
  onOpenChange,
  trigger,
  src,
  alt,
  title,
  zoomInLabel = 'Zoom in',
  zoomOutLabel = 'Zoom out',
  resetLabel = 'Reset zoom',
  closeLabel = 'Close',
}: ImageViewerProps) {
  const container = usePortalContainer();
  const [scale, setScale] = useState(1);
  const [offset, setOffset] = useState<Point>({ x: 0, y: 0 });
  const pointers = useRef(new Map<number, Point>());
  const gesture = useRef<{ scale: number; distance: number; offset: Point; origin: Point } | null>(null);

  const begin = () => {
    const pts = [...pointers.current.values()];
    const [a, b] = pts;
    gesture.current = a ? { scale, distance: b ? distance(a, b) : 0, offset, origin: a } : null;
  };
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    e.currentTarget.setPointerCapture(e.pointerId);
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    begin();
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (!pointers.current.has(e.pointerId) || !gesture.current) return;
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    const [a, b] = [...pointers.current.values()];
    const g = gesture.current;
    if (a && b) setScale(pinchZoom(g.scale, g.distance, distance(a, b)));
    else if (a) setOffset({ x: g.offset.x + a.x - g.origin.x, y: g.offset.y + a.y - g.origin.y });
  };
  const onPointerUp = (e: PointerEvent<HTMLDivElement>) => {
    pointers.current.delete(e.pointerId);
    begin();
  };
  const onWheel = (e: WheelEvent<HTMLDivElement>) =>
    setScale((s) => clampZoom(s * (e.deltaY < 0 ? 1.1 : 1 / 1.1)));
  const reset = () => {
    setScale(1);
    setOffset({ x: 0, y: 0 });
  };

  return (
    <RadixDialog.Root
      open={open}
      onOpenChange={(o) => {
        if (!o) reset();
        onOpenChange?.(o);
      }}
    >
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal container={container}>
        <RadixDialog.Overlay className={dialog.overlay} />
        <RadixDialog.Content className={styles.content} aria-describedby={undefined}>
          <div className={styles.bar}>
            <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
            <RadixDialog.Close className={styles.control} aria-label={closeLabel}>
              <Icon name="close" size={22} />
            </RadixDialog.Close>
          </div>
          {/* biome-ignore lint/a11y/noStaticElementInteractions: pointer gestures; the buttons below are the accessible way to zoom */}
          <div
            className={styles.stage}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onPointerCancel={onPointerUp}
            onWheel={onWheel}
            onDoubleClick={() => (scale === 1 ? setScale(2) : reset())}
          >
            <img
              className={styles.image}
              src={src}
              alt={alt}
              draggable={false}
              data-scale={scale.toFixed(3)}
              style={{ transform: `translate(${offset.x}px, ${offset.y}px) scale(${scale})` }}
            />
          </div>
          <div className={styles.controls}>
            <button
              type="button"
              className={styles.control}
              aria-label={zoomOutLabel}
              disabled={scale <= MIN_ZOOM}
              onClick={() => setScale((s) => stepZoom(s, 'out'))}
            >
              <Icon name="zoomOut" size={22} />
            </button>
            <button type="button" className={styles.control} aria-label={resetLabel} onClick={reset}>
              <Icon name="refresh" size={20} />
            </button>
            <output className={styles.percent} aria-live="polite">
              {Math.round(scale * 100)}%
            </output>
            <button
              type="button"
              className={styles.control}
              aria-label={zoomInLabel}
              disabled={scale >= MAX_ZOOM}
              onClick={() => setScale((s) => stepZoom(s, 'in'))}
            >
              <Icon name="zoomIn" size={22} />
            </button>
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
