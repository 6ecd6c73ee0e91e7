// The throwaway databases of every database test live in scripts/support, which the benchmarks
// and the load test use too; this name stays so the many suites that import it need not change.
export * from "../../scripts/support/test-database";
