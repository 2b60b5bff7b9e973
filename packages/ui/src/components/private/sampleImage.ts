// Storybook and test sample: an ID-card-like picture as an inline SVG, so nothing is fetched.
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400" viewBox="0 0 640 400">
<rect width="640" height="400" rx="28" fill="#dfe9f7"/><rect x="0" y="0" width="640" height="80" rx="28" fill="#2a5bd7"/>
<rect x="40" y="120" width="170" height="220" rx="12" fill="#b9c9e4"/><circle cx="125" cy="200" r="48" fill="#8aa2cc"/>
<rect x="62" y="262" width="126" height="60" rx="30" fill="#8aa2cc"/>
<rect x="250" y="130" width="300" height="22" rx="6" fill="#7f93b8"/><rect x="250" y="180" width="240" height="18" rx="6" fill="#a5b5d3"/>
<rect x="250" y="220" width="320" height="18" rx="6" fill="#a5b5d3"/><rect x="250" y="260" width="200" height="18" rx="6" fill="#a5b5d3"/>
<rect x="250" y="300" width="280" height="18" rx="6" fill="#a5b5d3"/></svg>`;

export const sampleImage = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
