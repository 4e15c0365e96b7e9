// One kept-alive connection served directly on its socket: each plain request (request-head.ts)
// goes to `fake.handle`, and its answer is written as node:http would write it (answer-head.ts),
// in one write, without an IncomingMessage, a ServerResponse and their streams per request (bench
// `http`: node:http's own work was a third of the fake's cost per request). The first request that
// is not plain, or whose answer node must write, hands the connection to node:http for the rest of
// its life, its bytes unread (handed-over.ts), so that every other case keeps node's behaviour.
import type { Socket } from 'node:net';
import type { FakeServer } from '../fake.ts';
import type { Reply } from '../http/reply.ts';
import { giveBackAnswerBuffer, withHeadBefore } from '../http/answer-buffers.ts';
import { answerHead } from './answer-head.ts';
import { NOT_PLAIN, PARTIAL, readPlainRequest } from './request-head.ts';
import type { Outcome } from './handed-over.ts';
import { clientSubjectOf } from '../tls/client-subject.ts';

/** What a direct connection needs from its server. */
export interface DirectServer {
  readonly fake: FakeServer;
  readonly maxBodyBytes: number;
  /** node:http's `keepAliveTimeout`, read at each answer (a caller may change it). */
  keepAliveMs(): number;
  /** Gives `socket` to node:http with `unread` as its first bytes, and what the fake made of them. */
  handOver(socket: Socket, unread: Buffer, outcome: Outcome | undefined): void;
  /** The connection ended or was handed over. */
  done(connection: DirectConnection): void;
}

const ignore = (): void => undefined;

export class DirectConnection {
  /** Bytes of a request not yet whole. */
  private unread: Buffer | undefined;
  /** Over mutual TLS, the client certificate's subject: one per connection. */
  private readonly clientSubject: string | undefined;
  private readonly onData = (chunk: Buffer): void => this.read(chunk);
  // Idle past the keep-alive timeout: closed as node closes it; with half a request, node's own timeouts take over.
  private readonly onTimeout = (): void => (this.unread === undefined ? void this.socket.destroy() : this.handOver(this.unread, undefined));
  // A client resetting: nothing to answer. A client ending its side: the answers already written go out first.
  private readonly onError = (): void => this.close();
  private readonly onEnd = (): void => this.finish();
  private readonly onClose = (): void => this.detach();

  constructor(
    readonly socket: Socket,
    private readonly server: DirectServer,
  ) {
    this.clientSubject = clientSubjectOf(socket);
    socket.setNoDelay(true);
    socket.setTimeout(server.keepAliveMs());
    socket.on('data', this.onData);
    socket.on('timeout', this.onTimeout);
    socket.on('error', this.onError);
    socket.on('end', this.onEnd);
    socket.on('close', this.onClose);
  }

  /** No request under way and every answer written: what node's `closeIdleConnections` closes. */
  idle(): boolean {
    return this.unread === undefined && this.socket.writableLength === 0;
  }

  close(): void {
    this.detach();
    this.socket.on('error', ignore);
    this.socket.destroy();
  }

  /** Ends the connection once what was written is out, as node's `destroySoon`. */
  private finish(): void {
    this.detach();
    const socket = this.socket;
    // A reset while the last answer goes out is no one's to handle any more (an 'error' without listener would throw).
    socket.on('error', ignore);
    socket.end(() => socket.destroy());
  }

  private detach(): void {
    const socket = this.socket;
    socket.off('data', this.onData);
    socket.off('timeout', this.onTimeout);
    socket.off('error', this.onError);
    socket.off('end', this.onEnd);
    socket.off('close', this.onClose);
    socket.setTimeout(0);
    this.server.done(this);
  }

  private handOver(unread: Buffer, outcome: Outcome | undefined): void {
    this.detach();
    this.unread = undefined;
    this.server.handOver(this.socket, unread, outcome);
  }

  private read(chunk: Buffer): void {
    let bytes = this.unread === undefined ? chunk : Buffer.concat([this.unread, chunk]);
    this.unread = undefined;
    const { fake, maxBodyBytes } = this.server;
    while (bytes.length > 0) {
      const request = readPlainRequest(bytes, maxBodyBytes);
      if (request === PARTIAL) {
        this.unread = bytes;
        return;
      }
      if (request === NOT_PLAIN) return this.handOver(bytes, undefined);
      const { method, url, headers, bodyStart, bodyLength } = request;
      const body = bodyLength === 0 ? '' : bytes.toString('utf8', bodyStart, bodyStart + bodyLength);
      let reply: Reply;
      try {
        reply = fake.handle({ method, url, headers, body, wire: true, clientSubject: this.clientSubject });
      } catch (error) {
        return this.handOver(bytes, { error });
      }
      const head = answerHead(method, reply, this.server.keepAliveMs());
      if (head === undefined) return this.handOver(bytes, { reply });
      this.write(head.text, reply);
      // The reply closes the connection: node ends it once the answer is out, and reads nothing more.
      if (head.close) return this.finish();
      bytes = bytes.subarray(bodyStart + bodyLength);
    }
  }

  /** The head and the body in one write: bytes of a list after their head, text with it as one string. */
  private write(head: string, reply: Reply): void {
    const socket = this.socket;
    const bytes = reply.bytes;
    if (bytes === undefined) return void socket.write(head + reply.body, reply.ascii ? 'latin1' : 'utf8');
    const whole = withHeadBefore(head, bytes);
    if (whole !== undefined) return void socket.write(whole, () => giveBackAnswerBuffer(whole));
    socket.cork();
    socket.write(head, 'latin1');
    socket.write(bytes, () => giveBackAnswerBuffer(bytes));
    socket.uncork();
  }
}
