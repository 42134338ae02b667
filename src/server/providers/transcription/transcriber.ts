export interface AudioFile {
  data: Buffer;
  filename: string;
  mimetype: string;
}

export interface Transcriber {
  transcribe(audio: AudioFile): Promise<string>;
}
