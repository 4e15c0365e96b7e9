/*
 * tmkit's stand-in for JUnit 4's org.junit.Assert, used only when no junit 4 jar is found: the
 * three static methods HttpTestRestR66Client calls (fail, assertTrue with and without a message),
 * with JUnit's behaviour (an AssertionError). Not Waarp's, not JUnit's code.
 */
package org.junit;

public class Assert {
  protected Assert() {
  }

  public static void fail(String message) {
    throw new AssertionError(message);
  }

  public static void assertTrue(String message, boolean condition) {
    if (!condition) {
      fail(message);
    }
  }

  public static void assertTrue(boolean condition) {
    assertTrue(null, condition);
  }
}
