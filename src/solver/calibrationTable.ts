// Identity until fitted by `plot fair-calibrate`.
import type { Calibration } from './calibration';

export const CALIBRATION: Calibration = { raw: [0, 1], chance: [0, 1] };
