import { LIVE_PING, liveProtocols, parseOrderUpdate, type OrderUpdate } from '@tiffin/shared/api/live';
import { useEffect, useEffectEvent, useState } from 'react';
import { config } from './config';
import { useToken } from './session';

/**
 * Live order updates (README "Live order updates"): one WebSocket per signed-in role and tab, shared by every
 * screen that listens. `live` while it is open; `paused` once it dropped, while it reconnects (the screens poll
 * meanwhile and say so); `off` when signed out or when the stage has no socket (the screens poll as before).
 */
export type LiveStatus = 'off' | 'connecting' | 'live' | 'paused';
export type LiveRole = 'customer' | 'seller';
/** An order update, or `resync` after a reconnect: whatever changed while the socket was down was not heard. */
export type LiveEvent = OrderUpdate | 'resync';

/** How often a screen polls while the socket is down. */
export const PAUSED_REFRESH_MS = 15_000;
/** API Gateway closes a socket idle for 10 minutes. */
const PING_EVERY_MS = 5 * 60_000;
/** Reconnect delays: the n-th attempt waits a random time below min(cap, base * 2^n) ("full jitter"). */
export const RECONNECT_BASE_MS = 1_000;
export const RECONNECT_CAP_MS = 30_000;
/** A socket open this long is healthy: the next outage starts again from the first delay. */
export const HEALTHY_AFTER_MS = 10_000;

/**
 * How long the n-th reconnect (from 0) waits. The random part spreads the tabs that lost their socket in one outage
 * over the whole window, so they do not all knock at the same moment; the ceiling doubles with each failed attempt.
 */
export function reconnectDelay(attempt: number): number {
  return Math.floor(Math.random() * Math.min(RECONNECT_CAP_MS, RECONNECT_BASE_MS * 2 ** attempt));
}

class LiveChannel {
  status: LiveStatus = 'connecting';
  refs = 0;
  private socket: WebSocket | undefined;
  private retries = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  private healthyTimer: ReturnType<typeof setTimeout> | undefined;
  private closed = false;
  private readonly events = new Set<(event: LiveEvent) => void>();
  private readonly statuses = new Set<(status: LiveStatus) => void>();

  constructor(
    readonly token: string,
    private readonly url: string,
  ) {
    this.open();
  }

  private setStatus(status: LiveStatus) {
    this.status = status;
    for (const listener of this.statuses) listener(status);
  }

  private open() {
    let socket: WebSocket;
    try {
      socket = new WebSocket(this.url, liveProtocols(this.token));
    } catch {
      this.setStatus('paused');
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      const reconnected = this.status === 'paused';
      // Only a socket that stays open resets the backoff: one the server drops at once is still an outage.
      this.healthyTimer = setTimeout(() => (this.retries = 0), HEALTHY_AFTER_MS);
      this.setStatus('live');
      if (reconnected) this.emit('resync');
      this.pingTimer = setInterval(() => socket.send(LIVE_PING), PING_EVERY_MS);
    };
    socket.onmessage = (message) => {
      const update = parseOrderUpdate(message.data);
      if (update) this.emit(update);
    };
    socket.onclose = () => {
      clearInterval(this.pingTimer);
      clearTimeout(this.healthyTimer);
      if (this.closed) return;
      this.setStatus('paused');
      this.retryTimer = setTimeout(() => this.open(), reconnectDelay(this.retries++));
    };
  }

  private emit(event: LiveEvent) {
    for (const listener of this.events) listener(event);
  }

  listen(onEvent: (event: LiveEvent) => void, onStatus: (status: LiveStatus) => void) {
    this.events.add(onEvent);
    this.statuses.add(onStatus);
    return () => {
      this.events.delete(onEvent);
      this.statuses.delete(onStatus);
    };
  }

  close() {
    this.closed = true;
    clearTimeout(this.retryTimer);
    clearTimeout(this.healthyTimer);
    clearInterval(this.pingTimer);
    this.socket?.close(1000);
  }
}

const channels = new Map<LiveRole, LiveChannel>();

function acquire(role: LiveRole, token: string, url: string): LiveChannel {
  let channel = channels.get(role);
  if (channel?.token !== token) {
    channel?.close();
    channel = new LiveChannel(token, url);
    channels.set(role, channel);
  }
  channel.refs++;
  return channel;
}

function release(role: LiveRole, channel: LiveChannel) {
  if (--channel.refs > 0) return;
  // Kept a moment: moving between two listening screens should not reopen the socket.
  setTimeout(() => {
    if (channel.refs === 0 && channels.get(role) === channel) {
      channel.close();
      channels.delete(role);
    }
  }, 1_000);
}

/** Listens to the role's live order updates while signed in; answers the socket's status. */
export function useLiveUpdates(role: LiveRole, onEvent?: (event: LiveEvent) => void): LiveStatus {
  const token = useToken(role);
  const url = config.socketUrl;
  const [status, setStatus] = useState<LiveStatus>(token && url ? 'connecting' : 'off');
  const handler = useEffectEvent((event: LiveEvent) => onEvent?.(event));

  useEffect(() => {
    if (!token || !url) return;
    const channel = acquire(role, token, url);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the tab's channel is shared and may already be live: a hook that joins it takes its status.
    setStatus(channel.status);
    const stop = channel.listen(handler, setStatus);
    return () => {
      stop();
      release(role, channel);
    };
  }, [role, token, url]);
  return token && url ? status : 'off';
}

/** A screen's polling: none while live, every 15 s while the socket is down, else the screen's own pace. */
export function refreshWhile(status: LiveStatus, otherwiseMs: number): number | false {
  if (status === 'live') return false;
  if (status === 'paused' || status === 'connecting') return PAUSED_REFRESH_MS;
  return otherwiseMs;
}

/** A short two-note chime (Web Audio, no file to load) for a seller's new order; silent where audio is off. */
export function playChime() {
  try {
    const AudioContextClass = window.AudioContext;
    if (!AudioContextClass) return;
    const context = new AudioContextClass();
    const gain = context.createGain();
    gain.connect(context.destination);
    const start = context.currentTime;
    [880, 1318.5].forEach((frequency, index) => {
      const at = start + index * 0.16;
      const tone = context.createOscillator();
      tone.type = 'sine';
      tone.frequency.value = frequency;
      tone.connect(gain);
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(0.25, at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.15);
      tone.start(at);
      tone.stop(at + 0.16);
      if (index === 1) tone.onended = () => void context.close();
    });
  } catch {
    // A browser without sound (or that blocks it before the first click) just shows the badge.
  }
}
