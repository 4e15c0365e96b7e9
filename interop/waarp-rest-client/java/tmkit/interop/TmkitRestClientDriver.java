/*
 * Runs Waarp's own REST v1 test scenario (HttpTestRestR66Client, unmodified) once, with one thread
 * and one pass (NB=1, NBPERTHREAD=1: every call in sequence, the same order on every run), against
 * the server named by -Dtmkit.rest.port (see HttpTestR66PseudoMain, our stand-in).
 * Exit 0 when the scenario ran to its end, 1 when one of its assertions failed or it threw.
 */
package tmkit.interop;

import java.lang.reflect.Field;

import org.waarp.openr66.dao.DAOFactory;
import org.waarp.openr66.protocol.configuration.Configuration;
import org.waarp.openr66.protocol.http.rest.test.HttpTestRestR66Client;

public final class TmkitRestClientDriver {

  private TmkitRestClientDriver() {
  }

  private static void setClientHostId(String hostId) {
    try {
      final Field field = HttpTestRestR66Client.class.getDeclaredField("hostid");
      field.setAccessible(true);
      field.set(null, hostId);
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException("HttpTestRestR66Client has no static field hostid", e);
    }
  }

  public static void main(String[] args) {
    // The client loads this DES key before it starts (Waarp's default path is /opt/R66/...); with
    // authentication off the key is never used on the wire, but the client refuses to start without it.
    HttpTestRestR66Client.keydesfilename =
        System.getProperty("tmkit.keydes", "/opt/r66/run/certs/test-key.des");
    // Waarp runs this client inside a JUnit JVM that has started a server, which creates the HTTP
    // worker group; the client's startJunitRestSupport(...) binds a REST listener of its own on that
    // group (it fails to bind here, the proxy holds the port, and Waarp ignores a failed bind).
    Configuration.configuration.serverPipelineInit();
    // The client builds its transfer locally (new DbTaskRunner(json)), which looks its rule up through
    // DAOFactory; in Waarp's JUnit run that is the server's database. Here: R66's own database-less
    // mode (XML DAOs over the rule files of a config folder; there is none, so no rule is found, which
    // that constructor accepts). Nothing the client sends depends on it.
    DAOFactory.initialize();
    // In Waarp's JUnit run (RestNoAuthentTest) client and server share one JVM and one Configuration:
    // the client's setHostId(hostid) makes its host id the server's too, and the scenario relies on it
    // (its transfers carry OWNERREQ = that id, and 3.6.2 reads a transfer back under its own host id).
    // Our servers run apart under host id hosta, so the client gets that id (a private static field
    // of the test class, written before main reads it; the file itself is unchanged).
    setClientHostId(System.getProperty("tmkit.client.hostid", "hosta"));
    int status = 0;
    try {
      HttpTestRestR66Client.main(new String[] { "1", "1" });
      System.out.println("TMKIT-CLIENT: scenario ended");
    } catch (Throwable e) {
      System.out.println("TMKIT-CLIENT: scenario failed: " + e);
      e.printStackTrace(System.out);
      status = 1;
    }
    // The client leaves Netty's event loops running (its clientHelper.closeAll() is commented out).
    System.exit(status);
  }
}
