"""A real Mosquitto broker for the network tests, on a free localhost port, started and stopped by the tests.

`./test` installs Debian's `mosquitto` (or names it); the tests that need it fail, not skip, without it.
"""

from __future__ import annotations

import shutil
import socket
import subprocess
import sys
import time
from pathlib import Path

MOSQUITTO_PATHS = ("/usr/sbin/mosquitto", "/usr/bin/mosquitto")


def mosquitto() -> str:
    found = shutil.which("mosquitto") or next((p for p in MOSQUITTO_PATHS if Path(p).exists()), None)
    if found is None:
        raise RuntimeError("the network tests need Mosquitto: sudo apt install mosquitto")
    return found


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


class Mosquitto:
    """`start()` / `stop()` / `restart()` a broker on `port` (the same port across restarts)."""

    def __init__(self, folder: Path, port: int | None = None):
        self.folder = folder
        self.port = port or free_port()
        self.process: subprocess.Popen | None = None
        self.config = folder / "mosquitto.conf"
        self.log = folder / "mosquitto.log"
        folder.mkdir(parents=True, exist_ok=True)
        self.config.write_text(
            f"listener {self.port} 127.0.0.1\nallow_anonymous true\npersistence false\nset_tcp_nodelay true\n"
            "max_queued_messages 100000\nmax_inflight_messages 200\nlog_dest stderr\nlog_type error\n"
            "log_type warning\n", encoding="utf-8")

    @property
    def url(self) -> str:
        return f"mqtt://127.0.0.1:{self.port}"

    def start(self) -> Mosquitto:
        self.process = subprocess.Popen([mosquitto(), "-c", str(self.config)], stdout=subprocess.DEVNULL,
                                        stderr=self.log.open("ab"))
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            try:
                socket.create_connection(("127.0.0.1", self.port), timeout=0.2).close()
                return self
            except OSError:
                if self.process.poll() is not None:
                    raise RuntimeError(f"mosquitto stopped: {self.log.read_text(errors='replace')[-500:]}") from None
                time.sleep(0.05)
        raise RuntimeError("mosquitto did not start listening")

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(5)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        self.process = None

    def restart(self, down_seconds: float = 0.5) -> None:
        self.stop()
        time.sleep(down_seconds)
        self.start()


def netplay(*args: str, cwd: Path | None = None) -> list[str]:
    """The command line of `python -m netplay ARGS` with this interpreter."""
    return [sys.executable, "-m", "netplay", *args]
