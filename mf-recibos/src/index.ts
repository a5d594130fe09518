// Standalone harness entry (the shell loads the federation entry instead). Async boundary so
// shared singletons are negotiated first.
import('./bootstrap');
