// A client test in Java 17, standard library only: `tmkit serve` as the stand-in server.
//
// Starts the tmkit command line it is given (e.g. `node bin/tmkit.js serve`) with `--port 0`,
// reads the URL it prints, drives it over HTTP, asserts what the client sent through the request
// journal (GET /_fake/requests), schedules a mishap (POST /_fake/mishaps) and sees it, and signs a
// v1 request with its wall clock against `--auth hmac`. Over HTTPS, it trusts the certificate
// `--tls` makes through a KeyStore built in code and, when TMKIT_CLIENT_CA, TMKIT_CLIENT_CERT and
// TMKIT_CLIENT_KEY name PEM files (a CA, a client certificate it signed, its PKCS#8 RSA key),
// presents that certificate to a `--tls-client-ca` fake. Exits 0 when every check holds, 1 with
// the failed check otherwise. Run: java StandIn.java node bin/tmkit.js serve
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyFactory;
import java.security.KeyStore;
import java.security.PrivateKey;
import java.security.cert.Certificate;
import java.security.cert.CertificateFactory;
import java.security.spec.PKCS8EncodedKeySpec;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import javax.net.ssl.KeyManagerFactory;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLException;
import javax.net.ssl.TrustManagerFactory;

public class StandIn {
    static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    /** A running `tmkit serve` and the URL it listens on. */
    record Served(Process process, String base) {}

    /** Starts the command with `--port 0` and the options; answers once it prints its URL. */
    static Served startServe(List<String> command, String... options) throws Exception {
        List<String> line = new ArrayList<>(command);
        line.addAll(List.of("--port", "0"));
        line.addAll(List.of(options));
        Process process = new ProcessBuilder(line).redirectError(ProcessBuilder.Redirect.INHERIT).start();
        // Stopped itself (SIGTERM, Ctrl-C), the program still stops the fake it started.
        Runtime.getRuntime().addShutdownHook(new Thread(process::destroy));
        CompletableFuture<String> url = new CompletableFuture<>();
        // One thread reads the URL, then keeps reading so that serve never blocks on a full pipe.
        Thread reader = new Thread(() -> {
            try (BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
                for (String text; (text = out.readLine()) != null; ) {
                    Matcher found = Pattern.compile("listening on (https?://\\S+)").matcher(text);
                    if (found.find()) url.complete(found.group(1));
                }
            } catch (Exception e) {
                // Stopped: its output is closed.
            }
            url.complete(null); // the output ended: if no URL came, serve exited before listening
        });
        reader.setDaemon(true);
        reader.start();
        String base = null;
        try {
            base = url.get(30, TimeUnit.SECONDS);
        } finally {
            if (base == null) stopServe(process);
        }
        if (base == null) throw new IllegalStateException("tmkit serve exited before listening: " + line);
        return new Served(process, base);
    }

    static void stopServe(Process process) throws InterruptedException {
        process.destroy(); // SIGTERM: tmkit serve closes and exits 0
        if (!process.waitFor(30, TimeUnit.SECONDS)) process.destroyForcibly().waitFor(5, TimeUnit.SECONDS);
    }

    /** One request; an HTTP error status is an answer, not an exception. */
    static HttpResponse<String> call(String base, String method, String path, String json, String... headers) throws Exception {
        return call(HTTP, base, method, path, json, headers);
    }

    static HttpResponse<String> call(HttpClient client, String base, String method, String path, String json, String... headers) throws Exception {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(base + path)).timeout(Duration.ofSeconds(5));
        if (json == null) request.method(method, HttpRequest.BodyPublishers.noBody());
        else request.method(method, HttpRequest.BodyPublishers.ofString(json)).header("Content-Type", "application/json");
        if (headers.length > 0) request.headers(headers);
        return client.send(request.build(), HttpResponse.BodyHandlers.ofString());
    }

    static void check(boolean holds, String what, Object seen) {
        if (!holds) throw new AssertionError(what + "; seen: " + seen);
    }

    /** The journal shows what the client sent. */
    static void journalShowsWhatTheClientSent(String base) throws Exception {
        String host = "{\"HOSTID\":\"java-host\",\"ADDRESS\":\"10.0.0.9\",\"PORT\":6666,\"HOSTKEY\":\"secret\"}";
        HttpResponse<String> created = call(base, "POST", "/hosts", host);
        check(created.statusCode() == 200, "POST /hosts answers 200", created.statusCode());
        String journal = call(base, "GET", "/_fake/requests?operation=createHost", null).body();
        check(journal.startsWith("{\"count\":1,"), "one createHost in the journal", journal);
        check(journal.contains("\"method\":\"POST\",\"path\":\"/hosts\""), "the journal shows POST /hosts", journal);
        check(journal.contains("\\\"HOSTID\\\":\\\"java-host\\\""), "the journal shows the body sent", journal);
    }

    /** A scheduled 503 comes once, the retry gets 200, and the journal names the mishap. */
    static void clientRetriesAfterA503(String base) throws Exception {
        String mishap = "{\"kind\":\"status\",\"status\":503,\"match\":{\"operation\":\"listTransfers\"}}";
        HttpResponse<String> scheduled = call(base, "POST", "/_fake/mishaps", mishap);
        check(scheduled.statusCode() == 201, "POST /_fake/mishaps answers 201", scheduled.body());
        List<Integer> statuses = new ArrayList<>();
        for (int attempt = 0; attempt < 3; attempt++) { // the client under test: retry on 5xx
            int status = call(base, "GET", "/transfers?LIMIT=1", null).statusCode();
            statuses.add(status);
            if (status < 500) break;
        }
        check(statuses.equals(List.of(503, 200)), "503 then 200", statuses);
        String journal = call(base, "GET", "/_fake/requests?operation=listTransfers", null).body();
        check(journal.contains("\"mishap\":{\"kind\":\"status\""), "the journal names the mishap", journal);
    }

    /** hex HMAC-SHA256 of the text under the key: X-Auth-Key (README "Authentication"). */
    static String hmacHex(String key, String text) throws Exception {
        Mac mac = Mac.getInstance("HmacSHA256");
        mac.init(new SecretKeySpec(key.getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
        return HexFormat.of().formatHex(mac.doFinal(text.getBytes(StandardCharsets.UTF_8)));
    }

    /** A v1 request signed with the wall clock is accepted; unsigned or wrongly signed, refused. */
    static void wallClockSignatureIsAccepted(List<String> command) throws Exception {
        Served served = startServe(command, "--auth", "hmac", "--signature-key", "secret-key", "--admin-password", "pwdhttp");
        try {
            String now = DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm:ss.SSSX").withZone(ZoneOffset.UTC).format(Instant.now());
            // Sorted lower-cased arguments, then the user's password as X-Auth-InternalKey.
            String signed = "/hosts?limit=1&x-auth-timestamp=" + now + "&x-auth-user=admin&X-Auth-InternalKey=pwdhttp";
            String key = hmacHex("secret-key", signed);
            int accepted = call(served.base(), "GET", "/hosts?LIMIT=1", null,
                    "X-Auth-User", "admin", "X-Auth-Timestamp", now, "X-Auth-Key", key).statusCode();
            check(accepted == 200, "a request signed just now answers 200", accepted);
            int wrong = call(served.base(), "GET", "/hosts?LIMIT=2", null,
                    "X-Auth-User", "admin", "X-Auth-Timestamp", now, "X-Auth-Key", key).statusCode();
            check(wrong == 401, "a signature of other arguments answers 401", wrong);
            int unsigned = call(served.base(), "GET", "/hosts?LIMIT=1", null).statusCode();
            check(unsigned == 401, "an unsigned request answers 401", unsigned);
        } finally {
            stopServe(served.process());
        }
    }

    /** An HTTPS client trusting the certificates of a PEM file and, given a key store, presenting its certificate. */
    static HttpClient httpsClient(Path trustedPem, KeyStore clientKeys) throws Exception {
        KeyStore trusted = KeyStore.getInstance(KeyStore.getDefaultType());
        trusted.load(null, null);
        try (InputStream in = Files.newInputStream(trustedPem)) {
            int n = 0;
            for (Certificate cert : CertificateFactory.getInstance("X.509").generateCertificates(in)) trusted.setCertificateEntry("trusted-" + n++, cert);
        }
        TrustManagerFactory trust = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
        trust.init(trusted);
        KeyManagerFactory keys = null;
        if (clientKeys != null) {
            keys = KeyManagerFactory.getInstance(KeyManagerFactory.getDefaultAlgorithm());
            keys.init(clientKeys, KEY_PASSWORD);
        }
        SSLContext tls = SSLContext.getInstance("TLS");
        tls.init(keys == null ? null : keys.getKeyManagers(), trust.getTrustManagers(), null);
        return HttpClient.newBuilder().sslContext(tls).connectTimeout(Duration.ofSeconds(5)).build();
    }

    /** In memory only: a key store needs a password for its key entries. */
    static final char[] KEY_PASSWORD = "in-memory".toCharArray();

    /** A key store holding a client certificate and its key, read from PEM (the key in PKCS#8, RSA). */
    static KeyStore clientKeyStore(Path certPem, Path keyPem) throws Exception {
        Certificate cert;
        try (InputStream in = Files.newInputStream(certPem)) {
            cert = CertificateFactory.getInstance("X.509").generateCertificate(in);
        }
        String base64 = Files.readString(keyPem).replaceAll("-----(BEGIN|END) PRIVATE KEY-----", "");
        PrivateKey key = KeyFactory.getInstance("RSA").generatePrivate(new PKCS8EncodedKeySpec(Base64.getMimeDecoder().decode(base64)));
        KeyStore store = KeyStore.getInstance("PKCS12");
        store.load(null, null);
        store.setKeyEntry("client", key, KEY_PASSWORD, new Certificate[] { cert });
        return store;
    }

    /** The request fails in the TLS handshake (an SSLException, maybe wrapped), not with an answer. */
    static void handshakeFails(HttpClient client, String base, String what) throws Exception {
        try {
            HttpResponse<String> answered = call(client, base, "GET", "/server", null);
            check(false, what, answered.statusCode());
        } catch (IOException e) {
            Throwable cause = e;
            while (cause != null && !(cause instanceof SSLException)) cause = cause.getCause();
            // In TLS 1.3 the server checks the client's certificate after the client has finished
            // its side of the handshake: the refusal (alert 116, certificate required) may reach the
            // client as an SSLException, or, when the server has closed first, as a connection that
            // gives no byte of an answer. Either way no answer came.
            boolean closedUnanswered = String.valueOf(e.getMessage()).contains("received no bytes");
            check(cause != null || closedUnanswered, what, e);
        }
    }

    /** `--tls`: the certificate it writes to `--tls-cert-out`, trusted in code, reaches the fake over HTTPS. */
    static void httpsWithTheGeneratedCertificate(List<String> command, Path folder) throws Exception {
        Path pem = folder.resolve("fake.pem");
        Served served = startServe(command, "--tls", "--tls-cert-out", pem.toString());
        try {
            check(served.base().startsWith("https://"), "tmkit serve --tls prints an https:// URL", served.base());
            HttpResponse<String> answer = call(httpsClient(pem, null), served.base(), "GET", "/hosts?LIMIT=1", null);
            check(answer.statusCode() == 200 && answer.body().contains("\"results\""), "GET /hosts over HTTPS answers 200 with results", answer.body());
            handshakeFails(HTTP, served.base(), "the JDK's own trust store refuses the self-signed certificate");
        } finally {
            stopServe(served.process());
        }
    }

    /** `--tls-client-ca`: the client's certificate gets through and the journal names its subject; none, no handshake. */
    static void mutualTls(List<String> command, Path folder, Path ca, Path clientCert, Path clientKey) throws Exception {
        Path pem = folder.resolve("fake-mutual.pem");
        Served served = startServe(command, "--tls", "--tls-cert-out", pem.toString(), "--tls-client-ca", ca.toString());
        try {
            HttpClient withCertificate = httpsClient(pem, clientKeyStore(clientCert, clientKey));
            int status = call(withCertificate, served.base(), "GET", "/hosts?LIMIT=1", null).statusCode();
            check(status == 200, "GET /hosts with the client certificate answers 200", status);
            String journal = call(withCertificate, served.base(), "GET", "/_fake/requests?operation=listHosts", null).body();
            check(journal.contains("\"clientSubject\":\"CN=java-client\""), "the journal shows the client certificate's subject", journal);
            handshakeFails(httpsClient(pem, null), served.base(), "without a client certificate the handshake fails");
        } finally {
            stopServe(served.process());
        }
    }

    /** The HTTPS steps; the mutual TLS one where the client certificate's PEM files are named. Answers what ran. */
    static String https(List<String> command) throws Exception {
        Path folder = Files.createTempDirectory("tmkit-standin-");
        try {
            httpsWithTheGeneratedCertificate(command, folder);
            String ca = System.getenv("TMKIT_CLIENT_CA"), cert = System.getenv("TMKIT_CLIENT_CERT"), key = System.getenv("TMKIT_CLIENT_KEY");
            if (ca == null || cert == null || key == null) {
                System.out.println("SKIPPED: mutual TLS: set TMKIT_CLIENT_CA, TMKIT_CLIENT_CERT and TMKIT_CLIENT_KEY to PEM files");
                return "HTTPS trusting the generated certificate";
            }
            mutualTls(command, folder, Path.of(ca), Path.of(cert), Path.of(key));
            return "HTTPS trusting the generated certificate, mutual TLS with the client's subject in the journal";
        } finally {
            try (var files = Files.list(folder)) {
                for (Path file : files.toList()) Files.delete(file);
            }
            Files.delete(folder);
        }
    }

    public static void main(String[] args) throws Exception {
        List<String> command = List.of(args);
        if (command.isEmpty()) throw new IllegalArgumentException("usage: java StandIn.java <tmkit serve command line>");
        try {
            Served served = startServe(command, "--seed", "7");
            try {
                journalShowsWhatTheClientSent(served.base());
                call(served.base(), "POST", "/_fake/reset", null); // seeded data, no mishap, empty journal
                clientRetriesAfterA503(served.base());
            } finally {
                stopServe(served.process());
            }
            wallClockSignatureIsAccepted(command);
            String https = https(command);
            System.out.println("OK: journal, a scheduled 503 with a retry, a v1 request signed with the wall clock, " + https);
        } catch (AssertionError | Exception e) {
            System.err.println("FAILED: " + e);
            System.exit(1);
        }
    }
}
