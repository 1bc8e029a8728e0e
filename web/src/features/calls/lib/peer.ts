/**
 * One side of a 1:1 call's WebRTC connection, negotiated the "perfect negotiation" way (W3C
 * WebRTC 1.0 §10.7, decision 0021): either side may (re)negotiate at any time; when both offer
 * at once the polite side (the callee) rolls its offer back and answers, the impolite side (the
 * caller) ignores the other's offer. The ICE agent restarts when the connection failed and when
 * the browser comes back online (a changed network: Wi-Fi to mobile).
 */
export type SignalPayload = {
  description?: { type: RTCSdpType; sdp?: string };
  candidate?: RTCIceCandidateInit | null;
};

export type PeerOptions = {
  configuration: RTCConfiguration;
  polite: boolean;
  /** Sends a description or a candidate to the other person (the socket's `signal` frame). */
  signal: (payload: SignalPayload) => void;
  onRemoteStream: (stream: MediaStream) => void;
  onStateChange: (state: RTCPeerConnectionState) => void;
  /**
   * Make no offer before the other side's first one (the callee): the caller offers as soon as
   * it hears the call was answered, so the usual start has no collision to resolve, and the
   * callee's tracks ride on the answer. Later renegotiations may start on either side.
   */
  awaitOffer?: boolean;
  /** The window whose `online` event restarts ICE. */
  events?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
};

export class Peer {
  readonly pc: RTCPeerConnection;
  private makingOffer = false;
  private ignoreOffer = false;
  private readonly polite: boolean;
  private heardOffer: boolean;
  private readonly options: PeerOptions;

  constructor(options: PeerOptions) {
    this.options = options;
    this.polite = options.polite;
    this.heardOffer = !options.awaitOffer;
    this.pc = new RTCPeerConnection(options.configuration);
    this.pc.onnegotiationneeded = () => void this.offer();
    this.pc.onicecandidate = ({ candidate }) =>
      options.signal({ candidate: candidate ? candidate.toJSON() : null });
    this.pc.ontrack = ({ streams, track }) => options.onRemoteStream(streams[0] ?? new MediaStream([track]));
    this.pc.oniceconnectionstatechange = () => {
      if (this.pc.iceConnectionState === 'failed') this.pc.restartIce();
    };
    this.pc.onconnectionstatechange = () => options.onStateChange(this.pc.connectionState);
    options.events?.addEventListener('online', this.onOnline);
  }

  private readonly onOnline = () => {
    if (this.pc.signalingState !== 'closed') this.pc.restartIce();
  };

  private async offer(): Promise<void> {
    if (!this.heardOffer) return;
    try {
      this.makingOffer = true;
      // Without arguments: the browser makes the offer or answer the current state calls for.
      await this.pc.setLocalDescription();
      if (this.pc.localDescription) this.options.signal({ description: this.pc.localDescription.toJSON() });
    } finally {
      this.makingOffer = false;
    }
  }

  /** A description or candidate the other person sent. */
  async receive({ description, candidate }: SignalPayload): Promise<void> {
    if (this.pc.signalingState === 'closed') return;
    if (description) {
      const collision =
        description.type === 'offer' && (this.makingOffer || this.pc.signalingState !== 'stable');
      this.ignoreOffer = !this.polite && collision;
      if (this.ignoreOffer) return;
      await this.pc.setRemoteDescription(description);
      if (description.type === 'offer') {
        this.heardOffer = true;
        await this.pc.setLocalDescription();
        if (this.pc.localDescription) this.options.signal({ description: this.pc.localDescription.toJSON() });
      }
    } else if (candidate !== undefined) {
      try {
        await this.pc.addIceCandidate(candidate ?? undefined);
      } catch (error) {
        // Candidates of an offer this side ignored fail to apply: expected, not a fault.
        if (!this.ignoreOffer) throw error;
      }
    }
  }

  /** Fresh TURN credentials, kept for the ICE restarts to come. */
  refresh(configuration: RTCConfiguration): void {
    if (this.pc.signalingState !== 'closed') this.pc.setConfiguration(configuration);
  }

  close(): void {
    this.options.events?.removeEventListener('online', this.onOnline);
    this.pc.close();
  }
}
