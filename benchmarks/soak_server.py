"""Soak test of the gcnls language server: a long run of fuzzed input through the real
server over stdio, reporting crashes, hangs and memory.

Inputs (deterministic for a seed): documents of random token soups and fragments of
real code opened and closed; incremental edits with random ranges (also negative, past
the end, reversed, huge), random text (CR/LF mixes, non-ASCII, NULs); requests at random
positions (hover, completion, signature help, definition, references, symbols, semantic
tokens, gcnls/lineEncoding, code actions), some cancelled; malformed frames and
messages (bad headers, non-JSON, batches, wrong types). Every request must be answered
(a result or an error) within --hang seconds; the server process must stay up (a death
is a crash, the run restarts it); stderr must carry no traceback; resident memory is
sampled as the run goes.

    python benchmarks/soak_server.py [--inputs 100000] [--seed 1] [--hang 30]
"""

from __future__ import annotations

import argparse
import json
import os
import random
import subprocess
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

FRAGMENTS = [
    "s_load_dwordx2 s[2:3], s[2:3], 0x4", "s_load_dwordx2 s[3:4], s[2:3], 0x4", "s_movk_i32 s0, 0x1234",
    "ds_add_u32 v1, v2 offset:4", "s_getreg_b32 s1, hwreg(HW_REG_MODE, 0, 4)", "s_buffer_load_dword s0, s[4:7], 0x0",
    "s_branch lab", "lab:", "lab: s_nop 0", ".set sym, 3", "sym = sym + 1", "s_movk_i32 s0, sym", ".gpu Fiji",
    '.amdgcn_target "amdgcn-amd-amdhsa--gfx803"', "; gcnls: mcpu=gfx700", "/*", "*/", "; c", "// c", '"str',
    "s_lod", "v_add_f32 v0, v1, v2", "ds_swizzle_b32 v1, v0 offset:swizzle(SWAP,1)", "s_waitcnt 0",
    "-" * 50 + "1", "0x" + "f" * 40, "9" * 60, "(((((1", "s_cbranch_scc0 lab", ".long 1, 2", ".rept 3", ".endr",
]
TOKENS = ["s0", "v1", "s[2:3]", "v[4:7]", ",", "(", ")", "[", "]", ":", "+", "-", "~", "0x10", "65535", "1.5",
          "offset:", "glc", "hwreg", "lab", "exec", "vcc", "m0", "ttmp0", "s_mov_b32", "ds_read_b32", ".text",
          "\t", " ", "é", "😀", "\x00", "\r", "\n", "\r\n", '"', ";", "/*", "*/"]
METHODS = ["textDocument/hover", "textDocument/completion", "textDocument/signatureHelp", "textDocument/definition",
           "textDocument/references", "textDocument/documentSymbol", "textDocument/semanticTokens/full",
           "textDocument/semanticTokens/range", "gcnls/lineEncoding", "textDocument/codeAction"]


def frame(obj=None, raw: bytes | None = None) -> bytes:
    body = raw if raw is not None else json.dumps(obj).encode()
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


class Server:
    def __init__(self):
        env = dict(os.environ, PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
        self.proc = subprocess.Popen([sys.executable, "-m", "gcnls", "serve"], stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env, bufsize=0)
        self.lock = threading.Lock()
        self.answered: set = set()
        self.errors = 0
        self.stderr = bytearray()
        threading.Thread(target=self._read, daemon=True).start()
        threading.Thread(target=self._read_err, daemon=True).start()

    def _read(self) -> None:
        out = self.proc.stdout
        while True:
            n = None
            while True:
                line = out.readline()
                if not line:
                    return
                if not line.strip():
                    break
                k, _, v = line.decode("latin-1").partition(":")
                if k.lower() == "content-length":
                    n = int(v)
            chunks, left = [], n or 0
            while left > 0:  # an unbuffered pipe returns what it has: read to the end
                chunk = out.read(left)
                if not chunk:
                    return
                chunks.append(chunk)
                left -= len(chunk)
            body = b"".join(chunks)
            try:
                msg = json.loads(body)
            except ValueError:
                continue
            if isinstance(msg, dict) and "id" in msg and "method" not in msg:
                with self.lock:
                    self.answered.add(msg["id"])
                    self.errors += "error" in msg
            elif isinstance(msg, dict) and msg.get("method") in ("workspace/configuration",
                                                                 "window/workDoneProgress/create"):
                self.send(frame({"jsonrpc": "2.0", "id": msg["id"], "result": [{}] if "config" in msg["method"]
                                 else None}))

    def _read_err(self) -> None:
        while True:
            chunk = self.proc.stderr.read(4096)
            if not chunk:
                return
            self.stderr += chunk[-100000:]

    def send(self, data: bytes) -> bool:
        try:
            self.proc.stdin.write(data)
            return True
        except (BrokenPipeError, OSError):
            return False

    def alive(self) -> bool:
        return self.proc.poll() is None

    def rss_mb(self) -> float:
        try:
            for ln in Path(f"/proc/{self.proc.pid}/status").read_text().splitlines():
                if ln.startswith("VmRSS"):
                    return int(ln.split()[1]) / 1024
        except OSError:
            pass
        return float("nan")


class Soak:
    def __init__(self, seed: int, hang: float):
        self.rnd = random.Random(seed)
        self.hang = hang
        self.next_id = 1000
        self.pending: dict[int, float] = {}
        self.counts = {"inputs": 0, "opens": 0, "edits": 0, "requests": 0, "cancelled": 0, "malformed": 0,
                       "crashes": 0, "hangs": 0, "tracebacks": 0, "error_answers": 0}
        self.memory: list[tuple[int, float]] = []
        self.latency: list[float] = []
        self.docs: dict[str, int] = {}
        self.start_server()

    def start_server(self) -> None:
        self.server = Server()
        self.pending.clear()
        self.docs.clear()
        self.request("initialize", {"processId": os.getpid(), "capabilities": {}, "rootUri": None})
        self.server.send(frame({"jsonrpc": "2.0", "method": "initialized", "params": {}}))

    def request(self, method: str, params) -> int:
        self.next_id += 1
        self.pending[self.next_id] = time.monotonic()
        self.server.send(frame({"jsonrpc": "2.0", "id": self.next_id, "method": method, "params": params}))
        return self.next_id

    def notify(self, method: str, params) -> None:
        self.server.send(frame({"jsonrpc": "2.0", "method": method, "params": params}))

    # -- random material ------------------------------------------------------------

    def text(self, max_lines: int = 30) -> str:
        r = self.rnd
        lines = []
        for _ in range(r.randrange(0, max_lines)):
            if r.random() < 0.5:
                lines.append(r.choice(FRAGMENTS))
            else:
                lines.append(" ".join(r.choice(TOKENS) for _ in range(r.randrange(0, 8))))
        return r.choice(["\n", "\r\n", "\r"]).join(lines) + r.choice(["", "\n"])

    def position(self, doc_lines: int) -> dict:
        r = self.rnd
        roll = r.random()
        if roll < 0.03:
            return {"line": r.choice([-1, 2 ** 31, 2 ** 40]), "character": r.randrange(-5, 5)}
        return {"line": r.randrange(0, doc_lines + 3), "character": r.choice([0, 1, 3, 7, 20, 200, 2 ** 31 - 1])}

    def garbage(self) -> bytes:
        r = self.rnd
        return r.choice([
            frame(raw=b"{not json"), frame(raw=bytes(r.randrange(256) for _ in range(r.randrange(1, 30)))),
            frame(raw=b"[]"), frame(raw=b'[{"jsonrpc":"2.0","id":1,"method":"shutdown"}]'), frame(raw=b"42"),
            frame({"jsonrpc": "2.0", "id": [1], "method": "x"}), frame({"jsonrpc": "2.0", "method": 5}),
            frame({"jsonrpc": "2.0", "id": 1, "method": "textDocument/hover", "params": {"position": "x"}}),
            b"Content-Length: abc\r\n\r\n{}", b"Content-Length: 99999999999999\r\n\r\nxx",
            b"garbage line\r\n\r\n", frame({"jsonrpc": "2.0", "method": "$/cancelRequest", "params": {"id": "zz"}}),
            frame({"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {"textDocument": {
                "uri": "file:///nope.s", "version": 1}, "contentChanges": [{"text": "x"}]}}),
        ])

    # -- the run --------------------------------------------------------------------

    def step(self) -> None:
        r = self.rnd
        c = self.counts
        roll = r.random()
        if not self.docs or roll < 0.02:
            uri = f"file:///tmp/gcnls-soak/{r.randrange(50)}.s"
            text = self.text(200 if r.random() < 0.1 else 30)
            self.docs[uri] = max(1, text.count("\n") + 1)
            self.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "amdgcn",
                                                                  "version": 1, "text": text}})
            c["opens"] += 1
        elif roll < 0.03:
            uri = r.choice(list(self.docs))
            del self.docs[uri]
            self.notify("textDocument/didClose", {"textDocument": {"uri": uri}})
        elif roll < 0.78:
            uri = r.choice(list(self.docs))
            n = self.docs[uri]
            changes = []
            for _ in range(r.choice([1, 1, 1, 2, 5])):
                new = r.choice([r.choice(TOKENS), r.choice(FRAGMENTS), "", "\n", self.text(4)])
                changes.append({"range": {"start": self.position(n), "end": self.position(n)}, "text": new}
                               if r.random() < 0.97 else {"text": self.text()})
            self.docs[uri] = n + sum(ch["text"].count("\n") for ch in changes)
            self.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": r.randrange(1, 10 ** 6)},
                                                   "contentChanges": changes})
            c["edits"] += 1
        elif roll < 0.97:
            uri = r.choice(list(self.docs))
            method = r.choice(METHODS)
            params = {"textDocument": {"uri": uri}, "position": self.position(self.docs[uri])}
            if method.endswith("range"):
                params = {"textDocument": {"uri": uri}, "range": {"start": self.position(5), "end": self.position(50)}}
            elif method == "textDocument/references":
                params["context"] = {"includeDeclaration": r.random() < 0.5}
            elif method == "textDocument/codeAction":
                params = {"textDocument": {"uri": uri}, "range": {"start": self.position(5), "end": self.position(5)},
                          "context": {"diagnostics": []}}
            rid = self.request(method, params)
            c["requests"] += 1
            if r.random() < 0.05:
                self.notify("$/cancelRequest", {"id": rid})
                c["cancelled"] += 1
        else:
            self.server.send(self.garbage())
            c["malformed"] += 1
        c["inputs"] += 1

    def check(self, final: bool = False) -> None:
        """Collect answers; a request unanswered for too long is a hang."""
        deadline = time.monotonic() + (self.hang if final else 0)
        while True:
            with self.server.lock:
                done = self.server.answered & set(self.pending)
                self.server.answered -= done
            for rid in done:
                self.latency.append(time.monotonic() - self.pending.pop(rid))
            now = time.monotonic()
            late = [rid for rid, t in self.pending.items() if now - t > self.hang]
            if not self.server.alive():
                self.counts["crashes"] += 1
                print(f"  crash after {self.counts['inputs']} inputs: exit {self.server.proc.returncode}; "
                      f"stderr tail: {bytes(self.server.stderr[-500:])!r}", flush=True)
                self.start_server()
                return
            if late:
                self.counts["hangs"] += len(late)
                for rid in late:
                    del self.pending[rid]
                print(f"  {len(late)} request(s) unanswered for {self.hang} s", flush=True)
            if not final or not self.pending or time.monotonic() > deadline:
                return
            time.sleep(0.05)

    def throttle(self) -> None:
        """Keep at most 16 requests in flight (the run measures the server,
        not the pipe)."""
        while len(self.pending) > 16:
            self.check()
            time.sleep(0.005)

    def run(self, n: int) -> int:
        t0 = time.monotonic()
        self.memory.append((0, self.server.rss_mb()))
        every = max(1, n // 50)
        while self.counts["inputs"] < n:
            self.step()
            if self.counts["inputs"] % 50 == 0:
                self.check()
                self.throttle()
            if self.counts["inputs"] % every == 0:
                self.memory.append((self.counts["inputs"], self.server.rss_mb()))
                el = time.monotonic() - t0
                print(f"  {self.counts['inputs']:>7} inputs, {el:6.0f} s, RSS {self.memory[-1][1]:6.1f} MB, "
                      f"crashes {self.counts['crashes']}, hangs {self.counts['hangs']}", flush=True)
        self.check(final=True)
        self.counts["error_answers"] = self.server.errors
        self.server.send(frame({"jsonrpc": "2.0", "id": 1, "method": "shutdown"}))
        self.server.send(frame({"jsonrpc": "2.0", "method": "exit"}))
        try:
            self.server.proc.wait(30)
        except subprocess.TimeoutExpired:
            self.counts["hangs"] += 1
            self.server.proc.kill()
        time.sleep(0.2)
        self.counts["tracebacks"] = bytes(self.server.stderr).count(b"Traceback")
        elapsed = time.monotonic() - t0
        mem = [m for _, m in self.memory]
        print(f"soak: {self.counts['inputs']} inputs in {elapsed:.0f} s: " + ", ".join(
            f"{k} {v}" for k, v in self.counts.items()))
        lat = sorted(self.latency) or [0.0]
        print(f"request answer time (as seen by this client, {len(lat)} answers): p50 {lat[len(lat) // 2] * 1000:.0f} ms, "
              f"p99 {lat[int(len(lat) * 0.99)] * 1000:.0f} ms, max {lat[-1] * 1000:.0f} ms")
        half = mem[len(mem) // 2:]
        print(f"memory (VmRSS): start {mem[0]:.1f} MB, max {max(mem):.1f} MB, end {mem[-1]:.1f} MB; "
              f"second half {min(half):.1f}-{max(half):.1f} MB")
        bad = self.counts["crashes"] + self.counts["hangs"] + self.counts["tracebacks"]
        return 1 if bad else 0


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--inputs", type=int, default=100_000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--hang", type=float, default=30.0, help="seconds a request may stay unanswered")
    args = ap.parse_args()
    return Soak(args.seed, args.hang).run(args.inputs)


if __name__ == "__main__":
    sys.exit(main())
