import { globalStyle } from '@vanilla-extract/css';

// The document around the app: full height, no default margin, border-box sizing everywhere.
globalStyle('html, body, #root', { height: '100%', margin: 0 });
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('body', { overscrollBehaviorY: 'none' });
