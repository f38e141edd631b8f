// What an image's EXIF block says about where and with what it was taken: whether it has a GPS
// block with entries (tag 0x8825 of IFD0) and its camera (Make, Model). Reads the TIFF structure
// sharp hands back as `metadata().exif` ("Exif\0\0" then the TIFF header); no EXIF → nothing.
const GPS_POINTER = 0x8825;
const MAKE = 0x010f;
const MODEL = 0x0110;

export type ExifFacts = { gps: boolean; camera?: string };

export function exifFacts(exif: Buffer | undefined): ExifFacts {
  if (!exif || exif.length < 14) return { gps: false };
  const tiff = exif.subarray(exif.subarray(0, 6).toString('latin1') === 'Exif\0\0' ? 6 : 0);
  const little = tiff.subarray(0, 2).toString('latin1') === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  try {
    const ifd0 = u32(4);
    const entries = u16(ifd0);
    let gps = false;
    const camera: string[] = [];
    for (let n = 0; n < entries; n++) {
      const entry = ifd0 + 2 + n * 12;
      const tag = u16(entry);
      if (tag === GPS_POINTER) gps = u16(u32(entry + 8)) > 0;
      if (tag === MAKE || tag === MODEL) {
        const count = u32(entry + 4);
        const at = count <= 4 ? entry + 8 : u32(entry + 8);
        camera.push(
          tiff
            .subarray(at, at + count)
            .toString('latin1')
            .replace(/\0+$/, ''),
        );
      }
    }
    return camera.length > 0 ? { gps, camera: camera.join(' ') } : { gps };
  } catch {
    // A block cut short: what could be read says nothing more.
    return { gps: false };
  }
}
