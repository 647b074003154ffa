// Short sounds for moves and captures, made with the Web Audio API (no files). Silent unless
// the player turned sounds on (settings.js); the first sound waits for a user gesture anyway.

import { settings } from './settings.js';

let audio = null;
/** @type {string | null} the last sound played, for the tests and for screen-reader users' curiosity */
export let lastSound = null;

export function playSound(kind) {
  if (!settings.get('sound')) return;
  try {
    audio = audio || new AudioContext();
    const osc = audio.createOscillator();
    const gain = audio.createGain();
    osc.frequency.value = kind === 'capture' ? 330 : 660;
    gain.gain.setValueAtTime(0.15, audio.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + 0.12);
    osc.connect(gain).connect(audio.destination);
    osc.start();
    osc.stop(audio.currentTime + 0.12);
    lastSound = kind;
    document.documentElement.dataset.lastSound = kind;
  } catch {
    /* no audio here */
  }
}
