// dist/early.js, loaded async from popup.html's head: starts reading the save at once.
import { extensionApi } from './extensionApi';
import { startEarlyRead } from './earlyRead';

startEarlyRead(extensionApi().storage);
