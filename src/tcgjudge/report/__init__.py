"""Reports: JSON results, JUnit XML, HTML, badges."""
