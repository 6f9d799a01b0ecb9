/**
 * Zips written by hand, byte by byte, as APPNOTE.TXT lays them out. The CRC field is left 0: the
 * reader does not check it (a damaged file fails to inflate or to parse as CSV instead).
 */
export interface ZipMember {
  path: string;
  text?: string;
  method?: 0 | 8 | 12;
  flags?: number;
  /** Raw bytes to store as the member's data, instead of `text` packed by `method`. */
  raw?: Uint8Array;
  /** The unpacked size the directory claims, when it should lie. */
  declaredSize?: number;
}

const encode = (text: string) => new TextEncoder().encode(text);

async function deflateRaw(data: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([data as Uint8Array<ArrayBuffer>])
    .stream()
    .pipeThrough(new CompressionStream('deflate-raw'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

class Bytes {
  private readonly parts: number[] = [];
  get length() {
    return this.parts.length;
  }
  u16(value: number) {
    this.parts.push(value & 0xff, (value >> 8) & 0xff);
    return this;
  }
  u32(value: number) {
    return this.u16(value & 0xffff).u16(Math.floor(value / 0x10000) & 0xffff);
  }
  u64(value: number) {
    return this.u32(value % 0x100000000).u32(Math.floor(value / 0x100000000));
  }
  bytes(data: Uint8Array) {
    this.parts.push(...data);
    return this;
  }
  build() {
    return new Uint8Array(this.parts);
  }
}

export async function buildZip(members: ZipMember[], options: { comment?: string; zip64?: boolean } = {}) {
  const out = new Bytes();
  const directory = new Bytes();
  for (const member of members) {
    const name = encode(member.path);
    const plain = encode(member.text ?? '');
    const method = member.method ?? 0;
    const data = member.raw ?? (method === 8 ? await deflateRaw(plain) : plain);
    const offset = out.length;
    // Sizes 0 in the local header, as a streaming writer leaves them (flag bit 3, data descriptor).
    out
      .u32(0x04034b50)
      .u16(20)
      .u16(member.flags ?? 0x0808)
      .u16(method)
      .u32(0)
      .u32(0)
      .u32(0)
      .u32(0);
    out.u16(name.length).u16(0).bytes(name).bytes(data);
    const big = options.zip64 === true;
    const extra = big
      ? new Bytes().u16(0x0001).u16(24).u64(plain.length).u64(data.length).u64(offset).build()
      : new Uint8Array();
    directory
      .u32(0x02014b50)
      .u16(45)
      .u16(20)
      .u16(member.flags ?? 0x0808)
      .u16(method)
      .u32(0)
      .u32(0);
    directory
      .u32(big ? 0xffffffff : data.length)
      .u32(big ? 0xffffffff : (member.declaredSize ?? plain.length));
    directory.u16(name.length).u16(extra.length).u16(0).u16(0).u16(0).u32(0);
    directory
      .u32(big ? 0xffffffff : offset)
      .bytes(name)
      .bytes(extra);
  }
  const directoryOffset = out.length;
  const directoryBytes = directory.build();
  out.bytes(directoryBytes);
  if (options.zip64) {
    const record = out.length;
    out.u32(0x06064b50).u64(44).u16(45).u16(45).u32(0).u32(0);
    out.u64(members.length).u64(members.length).u64(directoryBytes.length).u64(directoryOffset);
    out.u32(0x07064b50).u32(0).u64(record).u32(1);
  }
  const comment = encode(options.comment ?? '');
  const count = options.zip64 ? 0xffff : members.length;
  out.u32(0x06054b50).u16(0).u16(0).u16(count).u16(count).u32(directoryBytes.length);
  out
    .u32(options.zip64 ? 0xffffffff : directoryOffset)
    .u16(comment.length)
    .bytes(comment);
  return out.build();
}
