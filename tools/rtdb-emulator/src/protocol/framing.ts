// WebSocket frame splitting of protocol v5: a message longer than 16384 chars is sent as a
// frame holding the decimal frame count, then the segments. A bare "0" is the client keepalive.

export const MAX_FRAME_CHARS = 16384;
/** Largest reassembled client message accepted (the production limit is 16 MB). */
export const MAX_MESSAGE_CHARS = 16 * 1024 * 1024;

export function splitMessage(text: string): string[] {
  if (text.length <= MAX_FRAME_CHARS) return [text];
  const frames = [String(Math.ceil(text.length / MAX_FRAME_CHARS))];
  for (let i = 0; i < text.length; i += MAX_FRAME_CHARS)
    frames.push(text.slice(i, i + MAX_FRAME_CHARS));
  return frames;
}

export class FrameError extends Error {
  override name = 'FrameError';
}

/** Reassembles incoming frames; `push` returns a complete message, or null while one is pending. */
export class FrameAssembler {
  private remaining = 0;
  private parts: string[] = [];
  private size = 0;

  push(frame: string): string | null {
    if (this.remaining === 0) {
      if (frame.length <= 6 && /^\d+$/.test(frame)) {
        const count = Number(frame);
        if (count * MAX_FRAME_CHARS > MAX_MESSAGE_CHARS + MAX_FRAME_CHARS)
          throw new FrameError('message too large');
        this.remaining = count; // 0 = keepalive
        return null;
      }
      return this.checked(frame);
    }
    this.parts.push(frame);
    this.size += frame.length;
    this.checked('');
    if (--this.remaining > 0) return null;
    const message = this.parts.join('');
    this.parts = [];
    this.size = 0;
    return message;
  }

  private checked(frame: string): string {
    if (frame.length > MAX_MESSAGE_CHARS || this.size > MAX_MESSAGE_CHARS)
      throw new FrameError('message too large');
    return frame;
  }
}
