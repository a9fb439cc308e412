"""Debian's Chromium, headless, with one page driven over the DevTools protocol: what web/measure.py and web/uci.py
share. Needs chromium and python3-websocket."""
import json, shutil, subprocess, tempfile, time, urllib.request
import websocket


class Page:
    """A fresh Chromium (its own profile, `port` for the protocol, `flags` for its graphics) and its first page."""

    def __init__(self, port, flags=("--disable-gpu",)):
        self.profile = tempfile.mkdtemp(prefix="mancala-chromium-")
        self.process = subprocess.Popen(["chromium", "--headless", "--no-sandbox", *flags, "--no-first-run",
            "--disable-background-networking", "--disable-component-update", "--disable-sync",
            f"--user-data-dir={self.profile}", f"--remote-debugging-port={port}", "about:blank"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        for _ in range(150):
            try:
                targets = json.load(urllib.request.urlopen(f"http://127.0.0.1:{port}/json"))
                break
            except Exception:
                time.sleep(0.2)
        page = next(t for t in targets if t["type"] == "page")
        self.socket = websocket.create_connection(page["webSocketDebuggerUrl"], max_size=None)
        self.calls = 0

    def call(self, method, **params):
        """Calls `method` and returns its result; the events that come first are let go."""
        self.calls += 1
        self.socket.send(json.dumps({"id": self.calls, "method": method, "params": params}))
        while True:
            message = json.loads(self.socket.recv())
            if message.get("id") == self.calls:
                return message.get("result", message)

    def evaluate(self, expression, wait=False):
        """The value of `expression` in the page (awaited if `wait`); an exception in it is raised here."""
        answer = self.call("Runtime.evaluate", expression=expression, returnByValue=True, awaitPromise=wait)
        if "exceptionDetails" in answer:
            raise RuntimeError(answer["exceptionDetails"])
        return answer["result"].get("value")

    def pump(self, seconds):
        """Lets the page run for `seconds`, reading (and letting go) what it says meanwhile."""
        end = time.time() + seconds
        self.socket.settimeout(0.2)
        while time.time() < end:
            try:
                self.socket.recv()
            except websocket.WebSocketTimeoutException:
                pass
        self.socket.settimeout(None)

    def close(self):
        self.process.terminate()
        shutil.rmtree(self.profile, ignore_errors=True)
