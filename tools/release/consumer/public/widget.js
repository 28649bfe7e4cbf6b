// Stands in for a VoceChat server's widget.js, which no server here serves:
// it only marks the page so the check can tell the script ran.
document.documentElement.dataset.widgetScript = document.currentScript ? document.currentScript.dataset.id || '' : '';
