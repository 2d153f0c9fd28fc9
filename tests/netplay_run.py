"""Scripted rooms for the network tests: a host, its guests and spectators as separate processes through a real
broker, each printing its JSON line at the end."""

from __future__ import annotations

import json
import subprocess
import time
from dataclasses import dataclass
from pathlib import Path

from tests.broker import netplay

ROOT = Path(__file__).resolve().parents[1]


@dataclass
class Finished:
    host: dict
    guests: list[dict]
    watchers: list[dict]
    codes: list[int]

    @property
    def everybody(self) -> list[dict]:
        return [self.host, *self.guests, *self.watchers]


def start(args: list[str], log: Path) -> subprocess.Popen:
    return subprocess.Popen(netplay(*args), cwd=ROOT, stdout=subprocess.PIPE, stderr=log.open("wb"), text=True)


def wait_for(read, process: subprocess.Popen, what: str, seconds: float = 20) -> str:
    """What `read()` returns once it returns something, while `process` runs."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        found = read()
        if found:
            return found
        if process.poll() is not None:
            raise AssertionError(f"{process.args[3]} stopped before {what}: {process.stdout.read()}")
        time.sleep(0.05)
    raise AssertionError(f"no {what}")


def text_of(path: Path) -> str:
    return path.read_text(errors="replace") if path.exists() else ""


def wait_for_code(path: Path, host: subprocess.Popen) -> str:
    return wait_for(lambda: text_of(path).strip(), host, "invite code")


def start_spectator(args: list[str], log: Path) -> subprocess.Popen:
    """`netplay watch` once the host has taken it in. Start spectators before the game can start: one that came
    after a short game would find the room closed, its card gone from the broker, and wait in vain."""
    spectator = start(["watch", *args], log)
    wait_for(lambda: "joined:" in text_of(log), spectator, "the spectator joined")
    return spectator


def last_json(process: subprocess.Popen, seconds: float) -> dict:
    out, _ = process.communicate(timeout=seconds)
    lines = [line for line in out.splitlines() if line.startswith("{")]
    assert lines, f"no JSON line (exit {process.returncode}): {out[-500:]}"
    return json.loads(lines[-1])


def play_room(broker_url: str, folder: Path, game: str, seats: int, remote: list[int], options: dict | None = None,
              watchers: int = 1, level: str = "easy", think: float = 0.05, extra_host: list[str] = (),
              seconds: float = 240) -> Finished:
    """A whole game: the host plays the seats not in `remote` at `level`, one guest per remote seat, and spectators."""
    folder.mkdir(parents=True, exist_ok=True)
    code_file = folder / "code"
    common = ["--broker", broker_url, "--think", str(think), "--timeout", str(seconds)]
    host_args = ["host", "--game", game, "--seats", str(seats), "--remote", ",".join(map(str, remote)),
                 "--level", level, "--code-file", str(code_file), "--seed", "7", *common, *extra_host]
    for key, value in (options or {}).items():
        host_args += ["--option", f"{key}={str(value).lower() if isinstance(value, bool) else value}"]
    host = start(host_args, folder / "host.log")
    code = wait_for_code(code_file, host)
    spectators = [start_spectator([code, *common], folder / f"watch{k}.log") for k in range(watchers)]
    guests = [start(["join", code, "--level", level, "--name", f"Guest {k}", *common], folder / f"guest{k}.log")
              for k in range(len(remote))]
    host_json = last_json(host, seconds + 30)
    guest_json = [last_json(g, 60) for g in guests]
    watch_json = [last_json(w, 60) for w in spectators]
    return Finished(host_json, guest_json, watch_json, [p.returncode for p in [host, *guests, *spectators]])
