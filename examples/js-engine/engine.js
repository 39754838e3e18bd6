#!/usr/bin/env node
// A deliberately partial ONE PIECE CARD GAME engine speaking the tcgjudge JSON-lines protocol.
// Plain Node.js 20, no dependencies. It knows declared states, the turn structure (refresh, draw,
// DON!!, main, end), playing characters, giving DON!!, and battles without effects (no blockers,
// counters from characters in hand only). Anything else is refused as `unsupported`.
// Protocol: docs/protocol.md of tcgjudge. Logs go to stderr; stdout carries only protocol lines.
"use strict";

const readline = require("node:readline");

const PROTOCOL = 1;
const PLAYERS = ["p1", "p2"];
const other = (p) => (p === "p1" ? "p2" : "p1");

class Illegal extends Error {
  constructor(clause, message) { super(message); this.clause = clause; }
}
class Unsupported extends Error {
  constructor(capability, message) { super(message); this.capability = capability; }
}

class Game {
  constructor(setup) {
    if (setup.mode !== "state") throw new Unsupported("setup.fresh", "only declared states");
    const raw = setup.state;
    if (raw.battle) throw new Unsupported("setup.battle", "a declared battle");
    if ((raw.effects || []).length) throw new Unsupported("setup.effects", "declared effects");
    this.cards = {};
    for (const card of setup.cards || []) {
      for (const ability of card.abilities || []) throw new Unsupported(`timing.${ability.timing}`, card.id);
      for (const keyword of card.keywords || []) throw new Unsupported(`keyword.${keyword}`, card.id);
      this.cards[card.id] = card;
    }
    this.log = [];
    this.nextId = 0;
    this.used = new Set();
    this.players = {};
    for (const p of PLAYERS) {
      const r = raw.players[p];
      const ref = (e) => (typeof e === "string" ? { card: e } : { ...e });
      const mark = (e) => { if (e.id) this.used.add(e.id); return e; };
      const field = (e, extra) => ({ id: e.id || "", card: e.card, rested: !!e.rested, don: e.don || 0, ...extra });
      this.players[p] = {
        leader: field(mark(ref(r.leader)), {}),
        characters: (r.characters || []).map(ref).map(mark).map((e) => field(e, { played_this_turn: !!e.played_this_turn })),
        stage: r.stage ? field(mark(ref(r.stage)), {}) : null,
        hand: (r.hand || []).map(ref).map(mark).map((e) => ({ id: e.id || "", card: e.card })),
        deck: (r.deck || []).map(ref).map(mark).map((e) => ({ id: e.id || "", card: e.card })),
        trash: (r.trash || []).map(ref).map(mark).map((e) => ({ id: e.id || "", card: e.card })),
        life: (r.life || []).map(ref).map(mark).map((e) => ({ id: e.id || "", card: e.card, face_up: !!e.face_up })),
        don_deck: r.don_deck ?? 10, don_active: r.don_active || 0, don_rested: r.don_rested || 0,
        damaged_at_zero: false,
      };
    }
    for (const p of PLAYERS) {
      const ps = this.players[p];
      for (const c of [ps.leader, ...ps.characters, ...(ps.stage ? [ps.stage] : [])]) if (!c.id) c.id = this.newId(p);
      for (const zone of ["hand", "deck", "trash", "life"]) for (const c of ps[zone]) if (!c.id) c.id = this.newId(p);
    }
    this.turn = raw.turn;
    this.turnPlayer = raw.turn_player;
    this.firstPlayer = raw.first_player || (raw.turn % 2 === 1 ? raw.turn_player : other(raw.turn_player));
    this.phase = raw.phase;
    this.battle = null;
    this.counters = []; // power added during this battle: {target, amount}
    this.result = { over: false, winner: null, losers: [], draw: false, reason: null };
    this.pending = null;
    this.runFrom(raw.phase);
  }

  newId(owner) {
    for (;;) { const id = `${owner}-${++this.nextId}`; if (!this.used.has(id)) { this.used.add(id); return id; } }
  }
  emit(event, fields) { this.log.push({ event, ...fields }); }
  def(number) { return this.cards[number] || {}; }
  fieldCards(p) { const ps = this.players[p]; return [ps.leader, ...ps.characters]; }
  find(id) {
    for (const p of PLAYERS) for (const c of this.fieldCards(p)) if (c.id === id) return { owner: p, card: c };
    return null;
  }
  power(id) {
    const found = this.find(id);
    const base = this.def(found.card.card).power || 0;
    const don = found.owner === this.turnPlayer ? found.card.don * 1000 : 0;
    return base + don + this.counters.filter((c) => c.target === id).reduce((a, c) => a + c.amount, 0);
  }
  firstTurnOfFirstPlayer() { return this.turn === 1 && this.turnPlayer === this.firstPlayer; }

  // ------------------------------------------------------------------ the turn (chapter 6)
  runFrom(phase) {
    const order = ["refresh", "draw", "don", "main"];
    if (phase === "end") return this.endPhase();
    for (const name of order.slice(order.indexOf(phase))) {
      this.phase = name;
      this.emit("phase", { phase: name, player: this.turnPlayer });
      const ps = this.players[this.turnPlayer];
      if (name === "refresh") {
        for (const c of this.fieldCards(this.turnPlayer)) {
          if (c.don) {
            ps.don_rested += c.don;
            this.emit("move", { player: this.turnPlayer, card: c.id, new_id: c.id, count: c.don, from: "attached", to: "cost" });
            c.don = 0;
          }
        }
        for (const c of this.fieldCards(this.turnPlayer)) if (c.rested) { c.rested = false; this.emit("set_active", { card: c.id }); }
        ps.don_active += ps.don_rested; ps.don_rested = 0;
      } else if (name === "draw" && !this.firstTurnOfFirstPlayer() && ps.deck.length) {
        const card = ps.deck.shift(); ps.hand.push(card);
        this.emit("draw", { player: this.turnPlayer, card: card.id });
      } else if (name === "don") {
        const n = Math.min(this.firstTurnOfFirstPlayer() ? 1 : 2, ps.don_deck);
        ps.don_deck -= n; ps.don_active += n;
        if (n) this.emit("don", { player: this.turnPlayer, count: n });
      }
      if (this.ruleProcessing()) return;
    }
    this.ask(this.turnPlayer, "main", "main phase: choose an action");
  }

  endPhase() {
    this.phase = "end";
    this.emit("phase", { phase: "end", player: this.turnPlayer });
    for (const c of this.players[this.turnPlayer].characters) c.played_this_turn = false;
    this.turn += 1;
    this.turnPlayer = other(this.turnPlayer);
    this.emit("turn_start", { turn: this.turn, player: this.turnPlayer });
    this.runFrom("refresh");
  }

  ask(player, kind, prompt) { this.pending = { player, kind, prompt, options: [], min: 0, max: 0, source: null }; }

  // 1-2-1-1: defeat conditions, checked between every step (9-2)
  ruleProcessing() {
    const losers = PLAYERS.filter((p) => this.players[p].damaged_at_zero || this.players[p].deck.length === 0);
    if (!losers.length) return false;
    const reasons = losers.map((p) => (this.players[p].damaged_at_zero ? "life" : "deck"));
    for (let i = 0; i < losers.length; i++) this.emit("lose", { player: losers[i], reason: reasons[i] });
    this.finish(losers, reasons.length === 2 && reasons[0] !== reasons[1] ? reasons : reasons[0]);
    return true;
  }
  finish(losers, reason) {
    const winner = losers.length === 1 ? other(losers[0]) : null;
    this.result = { over: true, winner, losers, draw: losers.length === 0, reason };
    this.emit("game_over", { winner, losers, draw: losers.length === 0 });
    this.pending = null;
  }

  // ------------------------------------------------------------------ actions
  legalActions() {
    if (this.result.over || !this.pending) return [];
    const p = this.pending.player;
    const ps = this.players[p];
    const actions = [];
    if (this.pending.kind === "main") {
      for (const c of ps.hand) {
        const d = this.def(c.card);
        if (d.category === "character" && (d.cost || 0) <= ps.don_active && ps.characters.length < 5) {
          actions.push({ type: "play", card: c.id, player: p });
        }
      }
      if (ps.don_active > 0) for (const c of this.fieldCards(p)) actions.push({ type: "attach_don", card: c.id, player: p });
      if (this.turn > 2) {
        const opponent = this.players[other(p)];
        const targets = [opponent.leader, ...opponent.characters.filter((c) => c.rested)];
        for (const a of this.fieldCards(p)) {
          if (a.rested || a.played_this_turn) continue;
          for (const t of targets) actions.push({ type: "attack", attacker: a.id, target: t.id, player: p });
        }
      }
      actions.push({ type: "end_main", player: p });
    } else if (this.pending.kind === "counter") {
      for (const c of ps.hand) {
        if ((this.def(c.card).counter || 0) > 0) {
          for (const t of this.fieldCards(p)) actions.push({ type: "counter", card: c.id, target: t.id, player: p });
        }
      }
      actions.push({ type: "pass", player: p });
    }
    return actions;
  }

  apply(action) {
    if (this.result.over) throw new Illegal("1-2-4", "the game is over");
    if (action.type === "concede") {
      this.emit("concede", { player: action.player });
      this.emit("lose", { player: action.player, reason: "concede" });
      return this.finish([action.player], "concede");
    }
    const p = this.pending.player;
    if (action.player !== undefined && action.player !== p) throw new Illegal("6-5-1", `it is ${p}'s decision`);
    const offered = this.legalActions().some((a) => Object.keys(action).every((k) => k === "player" || JSON.stringify(a[k]) === JSON.stringify(action[k])));
    if (!offered) throw new Illegal(this.clauseFor(action), `${JSON.stringify(action)} is not allowed now`);
    const ps = this.players[p];
    this.pending = null;
    switch (action.type) {
      case "play": {
        const card = ps.hand.splice(ps.hand.findIndex((c) => c.id === action.card), 1)[0];
        const cost = this.def(card.card).cost || 0;
        ps.don_active -= cost; ps.don_rested += cost;
        ps.characters.push({ id: card.id, card: card.card, rested: false, don: 0, played_this_turn: true });
        this.emit("play", { player: p, card: card.id, number: card.card });
        this.emit("move", { player: p, card: card.id, new_id: card.id, from: "hand", to: "character" });
        return this.ask(p, "main", "main phase: choose an action");
      }
      case "attach_don": {
        ps.don_active -= 1; this.find(action.card).card.don += 1;
        this.emit("attach_don", { player: p, card: action.card, count: 1 });
        return this.ask(p, "main", "main phase: choose an action");
      }
      case "end_main": return this.endPhase();
      case "attack": {
        this.find(action.attacker).card.rested = true;
        this.emit("rest", { card: action.attacker });
        this.emit("attack", { player: p, attacker: action.attacker, target: action.target });
        this.battle = { attacker: action.attacker, target: action.target, original_target: action.target, step: "counter", blocker: null, blocker_used: false };
        return this.ask(other(p), "counter", "use counters or pass");
      }
      case "counter": {
        const card = ps.hand.splice(ps.hand.findIndex((c) => c.id === action.card), 1)[0];
        ps.trash.unshift(card);
        this.emit("move", { player: p, card: card.id, new_id: card.id, from: "hand", to: "trash" });
        this.counters.push({ target: action.target, amount: this.def(card.card).counter });
        this.emit("counter", { player: p, card: card.id, target: action.target });
        this.emit("power", { card: action.target, amount: this.def(card.card).counter, duration: "battle" });
        return this.ask(p, "counter", "use counters or pass");
      }
      case "pass": return this.damageStep();
      default: throw new Illegal("6-5", `unknown action ${action.type}`);
    }
  }

  clauseFor(action) {
    if (action.type === "attack" && this.turn <= 2) return "6-5-6-1";
    if (action.type === "attack") return "7-1-1";
    if (action.type === "play") return "6-5-3";
    if (action.type === "attach_don") return "6-5-5";
    return "6-5";
  }

  // 7-1-4: damage step, then the end of the battle
  damageStep() {
    const b = this.battle;
    b.step = "damage";
    const ap = this.power(b.attacker), tp = this.power(b.target);
    const won = ap >= tp;
    this.emit("battle", { attacker: b.attacker, target: b.target, attacker_power: ap, target_power: tp, winner: won ? "attacker" : "defender" });
    if (won) {
      const { owner, card } = this.find(b.target);
      const ps = this.players[owner];
      if (card === ps.leader) {
        this.emit("damage", { player: owner, amount: 1 });
        if (!ps.life.length) ps.damaged_at_zero = true;
        else {
          const life = ps.life.shift(); ps.hand.push({ id: life.id, card: life.card });
          this.emit("move", { player: owner, card: life.id, new_id: life.id, from: "life", to: "hand" });
        }
      } else {
        ps.characters = ps.characters.filter((c) => c !== card);
        if (card.don) {
          ps.don_rested += card.don;
          this.emit("move", { player: owner, card: card.id, new_id: card.id, count: card.don, from: "attached", to: "cost" });
        }
        const newId = this.newId(owner);
        ps.trash.unshift({ id: newId, card: card.card });
        this.emit("ko", { player: owner, card: card.id, new_id: newId, by: "battle" });
        this.emit("move", { player: owner, card: card.id, new_id: newId, from: "character", to: "trash" });
      }
    }
    if (this.ruleProcessing()) return;
    b.step = "end";
    this.emit("battle_end", { attacker: b.attacker, target: b.target });
    this.battle = null; this.counters = [];
    this.ask(this.turnPlayer, "main", "main phase: choose an action");
  }

  observe() {
    const view = (p) => {
      const ps = this.players[p];
      const field = (c, extra) => ({ id: c.id, card: c.card, rested: c.rested, don: c.don, power: this.power(c.id), keywords: [], ...extra });
      return {
        leader: field(ps.leader, {}),
        characters: ps.characters.map((c) => field(c, { played_this_turn: c.played_this_turn })),
        stage: ps.stage ? { id: ps.stage.id, card: ps.stage.card, rested: ps.stage.rested } : null,
        hand: ps.hand.map((c) => ({ ...c })), deck: ps.deck.map((c) => ({ ...c })), trash: ps.trash.map((c) => ({ ...c })),
        life: ps.life.map((c) => ({ ...c })),
        don_deck: ps.don_deck, don_active: ps.don_active, don_rested: ps.don_rested,
      };
    };
    return {
      game: "onepiece", turn: this.turn, turn_player: this.turnPlayer, first_player: this.firstPlayer, phase: this.phase,
      battle: this.battle && { ...this.battle },
      players: { p1: view("p1"), p2: view("p2") },
      effects: this.counters.map((c) => ({ kind: "power", target: c.target, amount: c.amount, duration: "battle", controller: other(this.turnPlayer) })),
      pending: this.pending && { ...this.pending }, result: { ...this.result }, log: this.log.map((e) => ({ ...e })),
    };
  }
}

// ------------------------------------------------------------------ the protocol loop
let game = null;
const transition = () => ({ decision: game.result.over ? null : game.pending, terminal: game.result.over });
const handlers = {
  hello: (params) => {
    if (params.protocol !== PROTOCOL) throw new Unsupported(`protocol.${params.protocol}`, `this engine speaks protocol ${PROTOCOL}`);
    return { protocol: PROTOCOL, name: "js-partial-onepiece", version: "0.1.0", games: ["onepiece"], capabilities: ["setup.state", "setup.phase", "setup.don_deck", "setup.face_up_life"] };
  },
  start: (params) => { game = null; game = new Game(params.setup); return transition(); },
  legal_actions: () => ({ actions: game.legalActions() }),
  apply: (params) => {
    const snapshot = structuredClone(game); // an illegal action must change nothing: keep a copy
    try { game.apply(params.action); } catch (error) { game = Object.assign(Object.create(Game.prototype), snapshot); throw error; }
    return transition();
  },
  observe: () => ({ observation: game.observe(), terminal: game.result.over }),
  close: () => ({}),
};

function reply(request) {
  try {
    const handler = handlers[request.method];
    if (!handler) return { id: request.id ?? null, error: { type: "bad_request", message: `unknown method ${request.method}` } };
    if (request.method !== "hello" && request.method !== "start" && request.method !== "close" && !game) {
      return { id: request.id, error: { type: "engine_error", message: "no game in progress" } };
    }
    return { id: request.id, result: handler(request.params || {}) };
  } catch (error) {
    if (error instanceof Illegal) return { id: request.id, error: { type: "illegal_action", clause: error.clause, message: error.message } };
    if (error instanceof Unsupported) return { id: request.id, error: { type: "unsupported", capability: error.capability, message: error.message } };
    console.error(error.stack);
    return { id: request.id, error: { type: "engine_error", message: String(error.message || error) } };
  }
}

const lines = readline.createInterface({ input: process.stdin, crlfDelay: Infinity });
lines.on("line", (line) => {
  if (!line.trim()) return;
  let request;
  try { request = JSON.parse(line); } catch (error) {
    process.stdout.write(JSON.stringify({ id: null, error: { type: "bad_request", message: "not JSON" } }) + "\n");
    return;
  }
  process.stdout.write(JSON.stringify(reply(request)) + "\n");
  if (request.method === "close") { lines.close(); }
});
lines.on("close", () => process.exit(0));
