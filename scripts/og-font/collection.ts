/**
 * One face of an OpenType collection (.ttc) as a standalone font file: the subsetter reads only
 * the first face of a collection, and Debian ships Noto Sans CJK as collections only.
 */
export function faceOfCollection(collection: Buffer, index: number): Buffer {
  if (collection.toString("latin1", 0, 4) !== "ttcf") throw new Error("not a font collection");
  const faces = collection.readUInt32BE(8);
  if (index >= faces) throw new Error(`the collection has ${faces} faces`);
  const start = collection.readUInt32BE(12 + 4 * index);
  const tableCount = collection.readUInt16BE(start + 4);
  const headerSize = 12 + 16 * tableCount;
  const records = Array.from({ length: tableCount }, (_, i) => {
    const at = start + 12 + 16 * i;
    return {
      at,
      offset: collection.readUInt32BE(at + 8),
      length: collection.readUInt32BE(at + 12),
    };
  });
  const padded = (length: number) => (length + 3) & ~3;
  const size = records.reduce((sum, r) => sum + padded(r.length), headerSize);
  const out = Buffer.alloc(size);
  collection.copy(out, 0, start, start + 12);
  let cursor = headerSize;
  records.forEach((record, i) => {
    const at = 12 + 16 * i;
    collection.copy(out, at, record.at, record.at + 8); // tag and checksum
    out.writeUInt32BE(cursor, at + 8);
    out.writeUInt32BE(record.length, at + 12);
    collection.copy(out, cursor, record.offset, record.offset + record.length);
    cursor += padded(record.length);
  });
  return out;
}
