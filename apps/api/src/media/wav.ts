import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';

/** Where the PCM samples of a 16-bit mono WAV file are, and how fast they play. */
export interface WavInfo {
  sampleRate: number;
  dataOffset: number;
  sampleCount: number;
}

/** Loudness of consecutive 10 ms frames, in dB relative to full scale. */
export interface FrameLevels {
  frameMs: number;
  db: Float32Array;
}

const HEADER_BYTES = 64 * 1024;
const FRAME_MS = 10;
const SILENT_DB = -120;

/**
 * Reads the header of a 16-bit mono PCM WAV file. Throws on anything else: the transcribers only
 * read what `extractAudio` writes.
 */
export async function readWavInfo(path: string): Promise<WavInfo> {
  const file = await open(path, 'r');
  try {
    const { size } = await file.stat();
    const header = Buffer.alloc(Math.min(HEADER_BYTES, size));
    await file.read(header, 0, header.length, 0);
    if (header.toString('ascii', 0, 4) !== 'RIFF' || header.toString('ascii', 8, 12) !== 'WAVE') {
      throw new Error('not a RIFF/WAVE file');
    }
    let offset = 12;
    let sampleRate = 0;
    while (offset + 8 <= header.length) {
      const id = header.toString('ascii', offset, offset + 4);
      const chunkSize = header.readUInt32LE(offset + 4);
      if (id === 'fmt ') {
        const format = header.readUInt16LE(offset + 8);
        const channels = header.readUInt16LE(offset + 10);
        sampleRate = header.readUInt32LE(offset + 12);
        const bits = header.readUInt16LE(offset + 22);
        if ((format !== 1 && format !== 0xfffe) || channels !== 1 || bits !== 16) {
          throw new Error(`unsupported WAV format ${format}/${channels}ch/${bits}bit`);
        }
      } else if (id === 'data') {
        if (!sampleRate) throw new Error('WAV data before its format');
        const dataOffset = offset + 8;
        // A streamed WAV may leave the size unset; the data then runs to the end of the file.
        const available = size - dataOffset;
        const bytes = chunkSize === 0 || chunkSize > available ? available : chunkSize;
        return { sampleRate, dataOffset, sampleCount: Math.floor(bytes / 2) };
      }
      offset += 8 + chunkSize + (chunkSize % 2);
    }
    throw new Error('WAV file without a data chunk');
  } finally {
    await file.close();
  }
}

/** The loudness of every 10 ms frame of the file, read as a stream (constant memory). */
export async function frameLevels(path: string, info: WavInfo): Promise<FrameLevels> {
  const frameSamples = Math.max(1, Math.round((info.sampleRate * FRAME_MS) / 1000));
  const db = new Float32Array(Math.ceil(info.sampleCount / frameSamples));
  let frame = 0;
  let inFrame = 0;
  let sumSquares = 0;
  let carry: Buffer | undefined;
  const flush = () => {
    const rms = Math.sqrt(sumSquares / Math.max(1, inFrame)) / 32768;
    db[frame++] = rms > 0 ? 20 * Math.log10(rms) : SILENT_DB;
    inFrame = 0;
    sumSquares = 0;
  };
  const end = info.dataOffset + info.sampleCount * 2 - 1;
  if (end < info.dataOffset) return { frameMs: FRAME_MS, db };
  const stream = createReadStream(path, { start: info.dataOffset, end });
  for await (const piece of stream as AsyncIterable<Buffer>) {
    const chunk: Buffer = carry ? Buffer.concat([carry, piece]) : piece;
    const whole = chunk.length - (chunk.length % 2);
    for (let i = 0; i < whole; i += 2) {
      const sample = chunk.readInt16LE(i);
      sumSquares += sample * sample;
      inFrame += 1;
      if (inFrame === frameSamples) flush();
    }
    carry = whole < chunk.length ? chunk.subarray(whole) : undefined;
  }
  if (inFrame > 0 && frame < db.length) flush();
  return { frameMs: FRAME_MS, db: db.subarray(0, frame) };
}
