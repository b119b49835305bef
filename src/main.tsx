import './index.css';
import { prepareStart } from './app/prepare-start';

// The first screen's requests leave from this small first chunk while React, the router and the UI are
// still downloading, so the network round trips of the feed overlap with loading the code that draws it.
const prepared = prepareStart();
const ui = import('./app/start');

const root = document.getElementById('root');
if (root) {
  void Promise.all([prepared, ui]).then(([ready, { start }]) => {
    start(root, ready);
  });
}
