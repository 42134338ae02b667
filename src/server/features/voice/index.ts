// What other features use of the voice feature.
export { MAX_VOICE_MEMO_BYTES } from './audio';
export { storeVoiceMemo } from './store-memo';
