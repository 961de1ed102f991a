// The game's few sounds, made by the Web Audio API as they are played (no files): a card
// placed and the deal are short bursts of filtered noise, a refusal two low notes, a
// foundation completed and the win rising notes. Silent at volume 0, the default; the
// AudioContext is created by the first sound at a volume above 0 (a browser may keep an
// audio device awake for as long as one exists) and closed when the volume goes back to 0.

export type SoundName = 'deal' | 'place' | 'refuse' | 'foundation' | 'win';

/** One note: when it starts (s), how long it lasts (s), its pitch (Hz), and noise or a wave. */
interface Note {
  at: number;
  length: number;
  hz: number;
  wave: OscillatorType | 'noise';
  /** Loudness against the others, 0..1. */
  level: number;
}

const note = (at: number, length: number, hz: number, wave: Note['wave'], level = 1): Note => ({ at, length, hz, wave, level });
const rising = (hzs: readonly number[], step: number, length: number): Note[] => hzs.map((hz, i) => note(i * step, length, hz, 'triangle', 0.7));

const SOUNDS: Record<SoundName, readonly Note[]> = {
  place: [note(0, 0.05, 2400, 'noise')],
  deal: [0, 0.05, 0.1, 0.15].map((at) => note(at, 0.045, 3000, 'noise', 0.8)),
  refuse: [note(0, 0.08, 196, 'square', 0.25), note(0.09, 0.12, 147, 'square', 0.25)],
  // C E G, then C E G C and a held chord: a major third apart, so that they sound as one.
  foundation: rising([523, 659, 784], 0.07, 0.18),
  win: [...rising([523, 659, 784, 1047], 0.1, 0.2), note(0.42, 0.6, 784, 'triangle', 0.5), note(0.42, 0.6, 1047, 'triangle', 0.5)],
};

/** Loudness at volume 100: short sounds near the top of the range clip on a phone's speaker. */
const FULL = 0.3;

let context: AudioContext | undefined;
let noise: AudioBuffer | undefined;

function audio(): AudioContext | undefined {
  if (context) return context;
  const Context = globalThis.AudioContext as typeof AudioContext | undefined;
  if (typeof Context !== 'function') return undefined;
  try {
    context = new Context();
  } catch {
    return undefined; // no audio device: the game goes on silent
  }
  return context;
}

function noiseBuffer(ctx: AudioContext): AudioBuffer {
  if (noise) return noise;
  const buffer = ctx.createBuffer(1, Math.ceil(ctx.sampleRate * 0.1), ctx.sampleRate);
  const data = buffer.getChannelData(0);
  for (let i = 0; i < data.length; i++) data[i] = Math.random() * 2 - 1;
  return (noise = buffer);
}

function sound(ctx: AudioContext, n: Note, gain: number): void {
  const start = ctx.currentTime + n.at;
  const envelope = ctx.createGain();
  envelope.gain.setValueAtTime(0.0001, start);
  envelope.gain.exponentialRampToValueAtTime(gain * n.level, start + 0.005);
  envelope.gain.exponentialRampToValueAtTime(0.0001, start + n.length);
  envelope.connect(ctx.destination);
  let source: AudioScheduledSourceNode;
  if (n.wave === 'noise') {
    const buffer = ctx.createBufferSource();
    buffer.buffer = noiseBuffer(ctx);
    const band = ctx.createBiquadFilter();
    band.type = 'bandpass';
    band.frequency.value = n.hz;
    buffer.connect(band).connect(envelope);
    source = buffer;
  } else {
    const wave = ctx.createOscillator();
    wave.type = n.wave;
    wave.frequency.value = n.hz;
    wave.connect(envelope);
    source = wave;
  }
  source.start(start);
  source.stop(start + n.length + 0.02);
}

/** Plays `name` at `volume` (0..100); nothing at all at 0. */
export function playSound(name: SoundName, volume: number): void {
  if (!(volume > 0)) return;
  const ctx = audio();
  if (!ctx) return;
  // Created outside a click (a move by a key the page did not count as a gesture), it starts suspended.
  if (ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
  const gain = (Math.min(volume, 100) / 100) * FULL;
  try {
    for (const n of SOUNDS[name]) sound(ctx, n, gain);
  } catch {
    // A closed or broken context: silence rather than a failed move.
  }
}

/** Volume back to 0: the audio device is let go (the next sound above 0 makes a new context). */
export function closeSound(): void {
  const ctx = context;
  context = undefined;
  noise = undefined;
  if (ctx) void ctx.close().catch(() => undefined);
}
