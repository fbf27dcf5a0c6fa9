/**
 * Streaming parse of one very long JSONL line with stream-json, so that a line of tens of MiB
 * never has to be held whole in memory. Strings longer than `maxStringChars` keep only their
 * beginning (base64 images, embedded whole files): the detectors never need the rest. The cut drops the
 * token it would halve, so no part of a key straddling it is kept (safety/cut.ts).
 */
import { once } from 'node:events';
import Assembler from 'stream-json/Assembler.js';
import Parser from 'stream-json/Parser.js';
import { cutAtToken } from '../safety/cut.js';

/** An Assembler that receives strings in chunks and keeps at most `maxChars` of each. */
class BoundedStringAssembler extends Assembler {
  private parts: string[] = [];
  private kept = 0;

  constructor(private readonly maxChars: number) {
    super();
  }

  startString(): void {
    this.parts = [];
    this.kept = 0;
  }

  // one character past the cap is kept, to know whether the cut halves a token
  stringChunk(value: string): void {
    const limit = this.maxChars + 1;
    if (this.kept >= limit) return;
    const piece = value.length > limit - this.kept ? value.slice(0, limit - this.kept) : value;
    this.parts.push(piece);
    this.kept += piece.length;
  }

  endString(): void {
    // Assembler's stringValue saves a packed string value at the current position.
    (this as unknown as { stringValue(value: string): void }).stringValue(cutAtToken(this.parts.join(''), this.maxChars));
    this.parts = [];
  }
}

export class LargeLineParser {
  private readonly parser = new Parser({ packStrings: false, streamStrings: true, streamKeys: false, streamNumbers: false });
  private readonly assembler: BoundedStringAssembler;
  private failure: Error | undefined;
  private readonly settled: Promise<void>;

  constructor(maxStringChars: number) {
    this.assembler = new BoundedStringAssembler(maxStringChars);
    this.settled = new Promise<void>((resolve) => {
      this.parser.on('end', resolve);
      this.parser.on('error', (error: Error) => {
        this.failure = error;
        resolve();
      });
    });
    this.parser.on('data', (token: { name: string; value?: string }) => this.assembler.consume(token));
  }

  /** Feeds the next piece of the line, waiting while the parser is busy. */
  async write(piece: Buffer): Promise<void> {
    if (this.failure || piece.length === 0) return;
    if (!this.parser.write(piece)) await Promise.race([once(this.parser, 'drain'), this.settled]);
  }

  /** Ends the line and returns its value; throws when it was not one complete JSON value. */
  async end(): Promise<unknown> {
    this.parser.end();
    await this.settled;
    if (this.failure) throw this.failure;
    if (!this.assembler.done || (this.assembler.current === null && this.assembler.depth > 0)) {
      throw new Error('Unexpected end of JSON input');
    }
    return this.assembler.current;
  }

  abort(): void {
    this.parser.destroy();
  }
}
