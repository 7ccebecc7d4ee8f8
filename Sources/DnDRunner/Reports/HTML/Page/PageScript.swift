/// The report's only script: the status checkboxes, the presets and the name filter.
///
/// Plain ES5 and the DOM, no library; the page is complete without it (every case is listed
/// and the filter controls are hidden).
enum PageScript {
  static let javascript = """
    (function () {
      var root = document.documentElement;
      root.className = root.className.replace("no-js", "js");
      var boxes = Array.prototype.slice.call(document.querySelectorAll("input[data-status]"));
      var cases = Array.prototype.slice.call(document.querySelectorAll("section.case"));
      var query = document.getElementById("name-filter");
      var shown = document.getElementById("shown-count");
      var none = document.getElementById("no-match");
      function apply() {
        var on = {};
        boxes.forEach(function (box) { on[box.getAttribute("data-status")] = box.checked; });
        var text = query.value.trim().toLowerCase();
        var count = 0;
        cases.forEach(function (item) {
          var visible = on[item.getAttribute("data-status")] === true &&
            (text === "" || item.getAttribute("data-name").indexOf(text) >= 0);
          item.hidden = !visible;
          if (visible) { count += 1; }
        });
        shown.textContent = count + " of " + cases.length + " shown";
        none.hidden = count > 0;
      }
      boxes.forEach(function (box) { box.addEventListener("change", apply); });
      query.addEventListener("input", apply);
      Array.prototype.forEach.call(document.querySelectorAll("button[data-preset]"), function (button) {
        button.addEventListener("click", function () {
          var failingOnly = button.getAttribute("data-preset") === "failing";
          boxes.forEach(function (box) {
            box.checked = !failingOnly || box.getAttribute("data-failing") === "true";
          });
          apply();
        });
      });
      apply();
    })();
    """
}
