import './index.css';
import { start } from './app/start';

const root = document.getElementById('root');
if (root) void start(root);
