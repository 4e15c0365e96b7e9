"""A client test in Python 3, standard library only: `tmkit serve` as the stand-in server.

Starts `tmkit serve --port 0`, reads the URL it prints, drives it over HTTP, asserts what the
client sent through the request journal (GET /_fake/requests) and schedules mishaps
(POST /_fake/mishaps) to see the client cope. Over HTTPS, it trusts the certificate `--tls` makes
and presents a client certificate to a `--tls-client-ca` fake. Run: python3 -m unittest
test_stand_in.py (TMKIT_BIN: the tmkit script, default the checkout's bin/tmkit.js; NODE: the node
binary; TMKIT_CLIENT_CA, TMKIT_CLIENT_CERT, TMKIT_CLIENT_KEY: PEM files of a CA, a client
certificate it signed and its key, for the mutual TLS tests, skipped without them).
"""
import datetime
import http.client
import json
import os
import re
import shutil
import socket
import ssl
import subprocess
import tempfile
import time
import unittest
import urllib.error
import urllib.request

HERE = os.path.dirname(os.path.abspath(__file__))
TMKIT = os.environ.get("TMKIT_BIN", os.path.join(HERE, "..", "..", "..", "bin", "tmkit.js"))
NODE = os.environ.get("NODE", "node")


def start_serve(*args):
    """Starts tmkit serve on a free port; answers the process and the URL it listens on."""
    proc = subprocess.Popen([NODE, TMKIT, "serve", "--port", "0", *args], stdout=subprocess.PIPE, text=True)
    for line in proc.stdout:
        found = re.search(r"listening on (https?://\S+)", line)
        if found:
            return proc, found.group(1)
    raise RuntimeError("tmkit serve exited before listening")


def stop_serve(proc):
    proc.terminate()  # SIGTERM: tmkit serve closes and exits 0
    proc.wait(timeout=30)
    proc.stdout.close()


def call(base, method, path, body=None, headers=None, timeout=5, context=None):
    """One request; answers (status, body text). An HTTP error status is an answer, not an exception.
    context: the ssl.SSLContext of an https:// base (default: the system's trusted CAs)."""
    data = None if body is None else json.dumps(body).encode()
    req = urllib.request.Request(base + path, data=data, method=method, headers=headers or {})
    if data is not None:
        req.add_header("Content-Type", "application/json")
    try:
        with urllib.request.urlopen(req, timeout=timeout, context=context) as res:
            return res.status, res.read().decode()
    except urllib.error.HTTPError as e:
        return e.code, e.read().decode()


def schedule(base, **mishap):
    status, text = call(base, "POST", "/_fake/mishaps", mishap)
    assert status == 201, text
    return json.loads(text)["id"]


class StandInTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.proc, cls.base = start_serve("--seed", "7")

    @classmethod
    def tearDownClass(cls):
        stop_serve(cls.proc)

    def setUp(self):
        call(self.base, "POST", "/_fake/reset")  # seeded data, no mishap, empty journal

    def test_journal_shows_what_the_client_sent(self):
        host = {"HOSTID": "py-host", "ADDRESS": "10.0.0.9", "PORT": 6666, "HOSTKEY": "secret"}
        self.assertEqual(call(self.base, "POST", "/hosts", host)[0], 200)
        status, text = call(self.base, "GET", "/_fake/requests?operation=createHost")
        journal = json.loads(text)
        self.assertEqual(journal["count"], 1)
        entry = journal["requests"][0]
        self.assertEqual((entry["method"], entry["path"], entry["status"]), ("POST", "/hosts", 200))
        self.assertEqual(json.loads(entry["body"])["HOSTID"], "py-host")

    def test_client_retries_after_a_503(self):
        schedule(self.base, kind="status", status=503, match={"operation": "listTransfers"})
        statuses = []
        for _ in range(3):  # the client under test: retry on 5xx
            status, _body = call(self.base, "GET", "/transfers?LIMIT=1")
            statuses.append(status)
            if status < 500:
                break
        self.assertEqual(statuses, [503, 200])
        _status, text = call(self.base, "GET", "/_fake/requests?operation=listTransfers")
        self.assertEqual([e["mishap"]["kind"] if "mishap" in e else None for e in json.loads(text)["requests"]], ["status", None])

    def test_reset_truncate_stall_malformed_and_delay(self):
        schedule(self.base, kind="reset")
        with self.assertRaises((ConnectionError, urllib.error.URLError, http.client.RemoteDisconnected)):
            call(self.base, "GET", "/hosts")
        schedule(self.base, kind="truncate")
        with self.assertRaises(http.client.IncompleteRead):
            call(self.base, "GET", "/hosts")
        schedule(self.base, kind="stall")
        # socket.timeout: the name of TimeoutError before Python 3.10.
        with self.assertRaises((TimeoutError, socket.timeout, urllib.error.URLError)):
            call(self.base, "GET", "/hosts", timeout=0.5)
        schedule(self.base, kind="malformed-json")
        status, text = call(self.base, "GET", "/hosts")
        self.assertEqual(status, 200)
        with self.assertRaises(json.JSONDecodeError):
            json.loads(text)
        schedule(self.base, kind="delay", ms=300)
        started = time.monotonic()
        self.assertEqual(call(self.base, "GET", "/hosts")[0], 200)
        self.assertGreaterEqual(time.monotonic() - started, 0.29)


class WallClockAuthTest(unittest.TestCase):
    def test_a_request_stamped_with_the_wall_clock_is_accepted(self):
        proc, base = start_serve("--auth", "basic")
        try:
            now = datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="milliseconds").replace("+00:00", "Z")
            self.assertEqual(call(base, "GET", "/server", headers={"X-Auth-User": "admin", "X-Auth-Timestamp": now})[0], 200)
            self.assertEqual(call(base, "GET", "/server")[0], 401)
        finally:
            stop_serve(proc)


def is_tls_failure(error):
    """An ssl.SSLError, as raised or as the reason of urllib's URLError."""
    return isinstance(error, ssl.SSLError) or isinstance(getattr(error, "reason", None), ssl.SSLError)


def is_refused_unanswered(error):
    """A TLS failure, or a connection closed before any byte of an answer: in TLS 1.3 the server
    checks a client's certificate after the client has finished its side of the handshake, so its
    refusal may arrive as an alert or as the connection closing first. Either way no answer came."""
    reason = getattr(error, "reason", error)
    return is_tls_failure(error) or isinstance(reason, (http.client.RemoteDisconnected, ConnectionResetError, BrokenPipeError))


class TlsFake(unittest.TestCase):
    """A fake on HTTPS with a key and a self-signed certificate made at start (--tls), and the class's
    options; the certificate's PEM (--tls-cert-out) in a folder removed at the end."""

    options = ()

    @classmethod
    def setUpClass(cls):
        cls.folder = tempfile.mkdtemp(prefix="tmkit-standin-")
        cls.pem = os.path.join(cls.folder, "fake.pem")
        cls.proc, cls.base = start_serve("--tls", "--tls-cert-out", cls.pem, *cls.options)

    @classmethod
    def tearDownClass(cls):
        stop_serve(cls.proc)
        shutil.rmtree(cls.folder)


class HttpsTest(TlsFake):
    """The client trusts the certificate the fake made: ssl.create_default_context(cafile=...)."""

    def test_a_client_trusting_the_generated_certificate(self):
        self.assertTrue(self.base.startswith("https://"), self.base)
        context = ssl.create_default_context(cafile=self.pem)
        status, text = call(self.base, "GET", "/hosts?LIMIT=1", context=context)
        self.assertEqual(status, 200)
        self.assertIn("results", json.loads(text)["answer"])
        with self.assertRaises(OSError) as refused:  # the system's CAs do not know the fake
            call(self.base, "GET", "/hosts?LIMIT=1")
        self.assertTrue(is_tls_failure(refused.exception), refused.exception)


CLIENT_CA, CLIENT_CERT, CLIENT_KEY = (os.environ.get(name) for name in ("TMKIT_CLIENT_CA", "TMKIT_CLIENT_CERT", "TMKIT_CLIENT_KEY"))


@unittest.skipUnless(CLIENT_CA and CLIENT_CERT and CLIENT_KEY, "set TMKIT_CLIENT_CA, TMKIT_CLIENT_CERT and TMKIT_CLIENT_KEY to PEM files")
class MutualTlsTest(TlsFake):
    """--tls-client-ca: clients present a certificate signed by that CA; the journal names its subject."""

    options = ("--tls-client-ca", CLIENT_CA)

    def test_the_journal_shows_the_client_certificate(self):
        context = ssl.create_default_context(cafile=self.pem)
        context.load_cert_chain(CLIENT_CERT, CLIENT_KEY)
        self.assertEqual(call(self.base, "GET", "/hosts?LIMIT=1", context=context)[0], 200)
        _status, text = call(self.base, "GET", "/_fake/requests?operation=listHosts", context=context)
        self.assertEqual([entry.get("clientSubject") for entry in json.loads(text)["requests"]], ["CN=py-client"])

    def test_without_a_client_certificate_the_handshake_fails(self):
        context = ssl.create_default_context(cafile=self.pem)
        with self.assertRaises(OSError) as refused:
            call(self.base, "GET", "/hosts?LIMIT=1", context=context)
        self.assertTrue(is_refused_unanswered(refused.exception), refused.exception)


if __name__ == "__main__":
    unittest.main()
