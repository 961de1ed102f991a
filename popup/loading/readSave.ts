// dist/readSave.js, loaded async from popup.html's head: starts reading the save at once.
import { extensionApi } from '../platform/extensionApi';
import { startEarlyRead } from './earlyRead';

startEarlyRead(extensionApi().storage);
