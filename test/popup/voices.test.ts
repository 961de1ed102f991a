// Where a proof (the full-deal solver's, or the engine's Finish) and the fair chance shown
// beside it differ, one sentence says why: a proved loss beside any chance above 0%, a proved
// win beside any chance under 100%, at the deal, later with cards face down, and with every
// card in sight. Each pair in English and Spanish; none where the two agree.
import { afterEach, describe, expect, it } from 'vitest';
import { type ProofWhere, voicesText } from '../../popup/advice/solverViews';
import { setMessageSource } from '../../popup/platform/i18n';
import { type Lang, localeSource } from '../support/locale';

afterEach(() => setMessageSource(undefined));

const speak = (lang: Lang) => setMessageSource(localeSource(lang));

const SAID: Record<Lang, Record<'loss' | 'win', Record<ProofWhere, string>>> = {
  en: {
    loss: {
      deal: 'The face-down cards make this deal unwinnable; from what can be seen it is a 49% deal, so no play could have known.',
      play: 'The face-down cards make this game lost from here; your chance of about 49% is what can be expected from what you can see, not knowing how they lie.',
      sight: 'Every card is in sight, so that loss is certain; the chance of about 49% is only the fair player\'s estimate from quick play, which does not try every line.',
    },
    win: {
      deal: 'That winning line relies on knowing the face-down cards; from what you can see, not knowing how they lie, your chance is about 49%.',
      play: 'That winning line relies on knowing the face-down cards; from what you can see, not knowing how they lie, your chance is about 49%.',
      sight: 'Every card is in sight, so that win is certain; the chance of about 49% is only the fair player\'s estimate from quick play, which shows 100% only once the game is won.',
    },
  },
  es: {
    loss: {
      deal: 'Las cartas boca abajo hacen imposible ganar este reparto; con lo que se ve es un reparto del 49%, así que ninguna jugada podía saberlo.',
      play: 'Las cartas boca abajo hacen que esta partida esté perdida desde aquí; tu probabilidad de alrededor del 49% es lo que cabe esperar con lo que ves, sin saber cómo están.',
      sight: 'Todas las cartas están a la vista, así que esa derrota es segura; la probabilidad de alrededor del 49% es solo una estimación del jugador justo con partidas rápidas, que no prueba todas las líneas.',
    },
    win: {
      deal: 'Esa línea ganadora cuenta con conocer las cartas boca abajo; con lo que ves, sin saber cómo están, tu probabilidad de ganar es de alrededor del 49%.',
      play: 'Esa línea ganadora cuenta con conocer las cartas boca abajo; con lo que ves, sin saber cómo están, tu probabilidad de ganar es de alrededor del 49%.',
      sight: 'Todas las cartas están a la vista, así que esa victoria es segura; la probabilidad de alrededor del 49% es solo una estimación del jugador justo con partidas rápidas, que solo marca el 100% con la partida ya ganada.',
    },
  },
};

const WHERE: ProofWhere[] = ['deal', 'play', 'sight'];

describe.each(['en', 'es'] as const)('the sentence between the two voices (%s)', (lang) => {
  it.each(WHERE)('a proved loss beside 49%% and a proved win beside 49%%, %s', (where) => {
    speak(lang);
    expect(voicesText('loss', 0.49, where)).toBe(SAID[lang].loss[where]);
    expect(voicesText('win', 0.49, where)).toBe(SAID[lang].win[where]);
  });

  it.each(WHERE)('at the edges the shown percent decides, %s: a loss at 1%% (0.3%% shown as 1%%) and a win at 99%% (0.996 shown as 99%%) need it', (where) => {
    speak(lang);
    expect(voicesText('loss', 0.003, where)).toContain('1%');
    expect(voicesText('win', 0.996, where)).toContain('99%');
    expect(voicesText('win', 0.9925, where)).toContain('99%'); // the calibration's top: what the meter shows when every rollout won
  });

  it.each(WHERE)('no sentence where the two agree, %s: a loss at 0%%, a win at 100%%, nothing proved', (where) => {
    speak(lang);
    expect(voicesText('loss', 0, where)).toBeUndefined();
    expect(voicesText('win', 1, where)).toBeUndefined();
    expect(voicesText('unknown', 0.5, where)).toBeUndefined();
    expect(voicesText('error', 0.5, where)).toBeUndefined();
  });
});
