// Sorting of outputs/index.html (pipeline/report/overview.py inlines this file; the page's
// Content-Security-Policy allows this script by its hash and nothing else). Each column
// heading sorts by its cells' data-sort (numbers most first, text A to Z), again to reverse;
// ties keep the severity order. "#sort=<column>-<asc|desc>" in the address opens it sorted so.
(function () {
  "use strict";
  var table = document.getElementById("articles");
  if (!table || !table.tHead || !table.tBodies.length) { return; }
  var body = table.tBodies[0];
  var heads = Array.prototype.slice.call(table.tHead.rows[0].cells);
  var severity = heads.findIndex(function (th) { return th.getAttribute("data-key") === "severity"; });

  function value(row, index, numeric) {
    var text = row.cells[index].getAttribute("data-sort") || "";
    return numeric ? Number(text) : text;
  }

  function sortBy(index, direction) {
    var numeric = heads[index].getAttribute("data-type") === "number";
    var sign = direction === "desc" ? -1 : 1;
    var rows = Array.prototype.slice.call(body.rows);
    rows.sort(function (a, b) {
      var x = value(a, index, numeric), y = value(b, index, numeric);
      var order = numeric ? x - y : (x < y ? -1 : x > y ? 1 : 0);
      return sign * order || value(a, severity, true) - value(b, severity, true);
    });
    rows.forEach(function (row) { body.appendChild(row); });
    heads.forEach(function (th, i) {
      if (i === index) { th.setAttribute("aria-sort", direction === "desc" ? "descending" : "ascending"); }
      else if (th.hasAttribute("data-key")) { th.removeAttribute("aria-sort"); }
    });
  }

  heads.forEach(function (th, index) {
    var button = th.querySelector("button");
    if (!button || !th.hasAttribute("data-key")) { return; }
    button.addEventListener("click", function () {
      var numeric = th.getAttribute("data-type") === "number" && index !== severity;
      var current = th.getAttribute("aria-sort");
      var direction = current ? (current === "ascending" ? "desc" : "asc") : (numeric ? "desc" : "asc");
      sortBy(index, direction);
      try { history.replaceState(null, "", "#sort=" + th.getAttribute("data-key") + "-" + direction); }
      catch (e) { /* a page opened from disk may refuse it: the order still changes */ }
    });
  });

  var wanted = /^#sort=([a-z_]+)-(asc|desc)$/.exec(location.hash);
  if (wanted) {
    var index = heads.findIndex(function (th) { return th.getAttribute("data-key") === wanted[1]; });
    if (index >= 0) { sortBy(index, wanted[2]); }
  }
}());
