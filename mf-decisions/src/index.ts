// An async boundary: shared singletons are negotiated before any of the section's modules run.
import('./bootstrap');
