import { globalStyle } from '@vanilla-extract/css';

// The kit's base layer (in @tsumiki/ui/style.css) sizes the document and the boxes; the app adds only this.
globalStyle('body', { overscrollBehaviorY: 'none' });
