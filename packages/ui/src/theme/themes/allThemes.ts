// Every built-in theme's CSS at once, for Storybook and the kit's browser tests (an app imports only its own:
// `@tsumiki/ui/themes/<name>`, or `@tsumiki/ui/style.css` with all of them).
import './dark.css';
import './light.css';
import './murasaki.css';
