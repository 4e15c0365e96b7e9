/*
 * tmkit's stand-in for Waarp's test class of the same name (WaarpR66/src/test/java/org/waarp/openr66/
 * protocol/http/rest/test/HttpTestR66PseudoMain.java, v3.6.2). Waarp's version hard-codes the REST
 * server it talks to (127.0.0.1:8088, authentication and signatures on, a DES key in /opt/R66);
 * this one keeps the two members HttpTestRestR66Client uses (config, getTestConfiguration()) and
 * takes the address from system properties, so the unmodified client can be pointed at our
 * recording proxy in front of the fake or of a real 3.6.2. Authentication and signatures are off,
 * as on the servers we run it against; every handler allows CRUD ALL, as in Waarp's version.
 */
package org.waarp.openr66.protocol.http.rest.test;

import org.waarp.common.exception.CryptoException;
import org.waarp.gateway.kernel.rest.RestConfiguration;
import org.waarp.gateway.kernel.rest.RestConfiguration.CRUD;
import org.waarp.openr66.protocol.http.rest.HttpRestR66Handler.RESTHANDLERS;

import java.io.IOException;
import java.util.Arrays;

public class HttpTestR66PseudoMain {

  /** Read by HttpTestRestR66Client throughout its scenario (port, CRUD rights, handlers). */
  public static RestConfiguration config;

  private HttpTestR66PseudoMain() {
  }

  /**
   * The REST configuration the client talks to: tmkit.rest.address (default 127.0.0.1) and
   * tmkit.rest.port (required: the recording proxy's port).
   */
  public static RestConfiguration getTestConfiguration()
      throws CryptoException, IOException {
    final String port = System.getProperty("tmkit.rest.port");
    if (port == null) {
      throw new IOException("set -Dtmkit.rest.port to the port of the REST server (or the proxy)");
    }
    final RestConfiguration configuration = new RestConfiguration();
    configuration.setRestPort(Integer.parseInt(port));
    configuration.setRestSsl(false);
    configuration.setResthandlersCrud(new byte[RESTHANDLERS.values().length]);
    Arrays.fill(configuration.getResthandlersCrud(), CRUD.ALL.mask);
    // The servers we compare run with restauthenticated=false and restsignature=false: a client
    // that signs would only add headers neither server reads.
    configuration.setRestAuthenticated(false);
    configuration.setRestTimeLimit(10000);
    configuration.setRestSignature(false);
    configuration.setRestAddress(System.getProperty("tmkit.rest.address", "127.0.0.1"));
    return configuration;
  }
}
