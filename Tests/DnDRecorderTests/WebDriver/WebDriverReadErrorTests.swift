import Testing

@testable import DnDFormats
@testable import DnDRecorder

extension WebDriverImporterTests {
  /// Every refusal of the reader — the document's shape, by the spec's processing steps and
  /// dndsim's stricter rules — with its exact message and JSON path.
  @Suite struct WebDriverReadErrorTests {
    /// A document with one touch pointer `f` whose actions are `actions`.
    static func touchOnly(_ actions: String...) -> String {
      "{\"actions\": [{\"type\": \"pointer\", \"id\": \"f\", \"parameters\": {\"pointerType\": \"touch\"}, \"actions\": [\(actions.joined(separator: ", "))]}]}"
    }

    @Test func theDocumentItself() {
      #expect(
        webDriverError("  \n") == "a.json: error: empty file; expected a WebDriver actions document"
      )
      #expect(webDriverError("[]") == "a.json: $: error: expected an object, found an array")
      #expect(webDriverError("{}") == "a.json: $: error: missing required key \"actions\"")
      #expect(
        webDriverError("{\"actions\": {}}")
          == "a.json: $.actions: error: expected an array, found an object")
      #expect(
        webDriverError("{\"actions\": [], \"parameters\": {}}")
          == "a.json: $.parameters: error: unknown key \"parameters\"; expected one of \"actions\"")
      #expect(webDriverError("{\"actions\": [}").hasPrefix("a.json:1:"))
      #expect(
        webDriverError("{\"actions\": []}")
          == "a.json: $.actions: error: no finger ever touches; expected a pointer source with \"pointerType\": \"touch\" and a \"pointerDown\""
      )
      #expect(
        webDriverError("{\"actions\": [3]}")
          == "a.json: $.actions[0]: error: expected an object, found an integer 3")
    }

    @Test func sources() {
      #expect(
        webDriverError("{\"actions\": [{\"id\": \"f\", \"actions\": []}]}")
          == "a.json: $.actions[0]: error: missing required key \"type\"")
      #expect(
        webDriverError("{\"actions\": [{\"type\": \"finger\", \"id\": \"f\", \"actions\": []}]}")
          == "a.json: $.actions[0].type: error: expected \"pointer\", \"key\", \"wheel\" or \"none\", found \"finger\""
      )
      #expect(
        webDriverError("{\"actions\": [{\"type\": \"none\", \"actions\": []}]}")
          == "a.json: $.actions[0]: error: missing required key \"id\"")
      #expect(
        webDriverError("{\"actions\": [{\"type\": \"none\", \"id\": 1, \"actions\": []}]}")
          == "a.json: $.actions[0].id: error: expected a string, found an integer 1")
      #expect(
        webDriverError(
          "{\"actions\": [{\"type\": \"key\", \"id\": \"k\", \"parameters\": {}, \"actions\": []}]}"
        )
          == "a.json: $.actions[0].parameters: error: unknown key \"parameters\"; expected one of \"type\", \"id\", \"actions\""
      )
      #expect(
        webDriverError("{\"actions\": [{\"type\": \"none\", \"id\": \"n\"}]}")
          == "a.json: $.actions[0]: error: missing required key \"actions\"")
      #expect(
        webDriverError(WD.document(WD.source("none", "n"), WD.source("key", "n")))
          == "a.json: $.actions[1].id: error: source \"n\" appears twice (first at $.actions[0]); expected one action sequence per source"
      )
    }

    @Test func pointerTypes() {
      #expect(
        webDriverError("{\"actions\": [{\"type\": \"pointer\", \"id\": \"p\", \"actions\": []}]}")
          == "a.json: $.actions[0]: error: a pointer source without \"parameters\" is a mouse (WebDriver's default); expected \"parameters\": {\"pointerType\": \"touch\"}"
      )
      #expect(
        webDriverError(
          "{\"actions\": [{\"type\": \"pointer\", \"id\": \"p\", \"parameters\": {}, \"actions\": []}]}"
        )
          == "a.json: $.actions[0].parameters: error: a pointer source without \"pointerType\" is a mouse (WebDriver's default); expected \"pointerType\": \"touch\""
      )
      for type in ["mouse", "pen"] {
        #expect(
          webDriverError(
            "{\"actions\": [{\"type\": \"pointer\", \"id\": \"p\", \"parameters\": {\"pointerType\": \"\(type)\"}, \"actions\": []}]}"
          )
            == "a.json: $.actions[0].parameters.pointerType: error: a \(type) pointer cannot be replayed (a trace holds touches only); expected \"touch\""
        )
      }
      #expect(
        webDriverError(
          "{\"actions\": [{\"type\": \"pointer\", \"id\": \"p\", \"parameters\": {\"pointerType\": \"finger\"}, \"actions\": []}]}"
        )
          == "a.json: $.actions[0].parameters.pointerType: error: expected \"mouse\", \"pen\" or \"touch\", found \"finger\""
      )
      #expect(
        webDriverError(
          "{\"actions\": [{\"type\": \"pointer\", \"id\": \"p\", \"parameters\": {\"pointerType\": \"touch\", \"size\": 2}, \"actions\": []}]}"
        )
          == "a.json: $.actions[0].parameters.size: error: unknown key \"size\"; expected one of \"pointerType\""
      )
    }

    @Test func actionTypes() {
      #expect(
        webDriverError(Self.touchOnly("{\"type\": \"click\"}"))
          == "a.json: $.actions[0].actions[0].type: error: expected \"pause\", \"pointerDown\", \"pointerUp\", \"pointerMove\" or \"pointerCancel\", found \"click\""
      )
      #expect(
        webDriverError(Self.touchOnly("{\"duration\": 5}"))
          == "a.json: $.actions[0].actions[0]: error: missing required key \"type\"")
      #expect(
        webDriverError(Self.touchOnly("[]"))
          == "a.json: $.actions[0].actions[0]: error: expected an object, found an array")
      #expect(
        webDriverError(WD.document(WD.source("none", "n", WD.down)))
          == "a.json: $.actions[0].actions[0].type: error: expected \"pause\", found \"pointerDown\""
      )
      #expect(
        webDriverError(
          WD.document(WD.source("key", "k", "{\"type\": \"keyDown\", \"value\": \"a\"}")))
          == "a.json: $.actions[0].actions[0].type: error: a key press cannot be replayed (a trace holds touches only); expected \"pause\": this source may only keep time"
      )
      #expect(
        webDriverError(WD.document(WD.source("key", "k", "{\"type\": \"press\"}")))
          == "a.json: $.actions[0].actions[0].type: error: expected \"pause\", \"keyDown\" or \"keyUp\", found \"press\""
      )
      #expect(
        webDriverError(
          WD.document(
            WD.source(
              "wheel", "w",
              "{\"type\": \"scroll\", \"x\": 0, \"y\": 0, \"deltaX\": 0, \"deltaY\": 5}")))
          == "a.json: $.actions[0].actions[0].type: error: a wheel scroll cannot be replayed (a trace holds touches only); expected \"pause\": this source may only keep time"
      )
      #expect(
        webDriverError(Self.touchOnly("{\"type\": \"pause\", \"duraton\": 5}"))
          == "a.json: $.actions[0].actions[0].duraton: error: unknown key \"duraton\"; expected one of \"type\", \"duration\""
      )
      #expect(
        webDriverError(Self.touchOnly("{\"type\": \"pointerCancel\", \"button\": 0}"))
          == "a.json: $.actions[0].actions[0].button: error: unknown key \"button\"; expected one of \"type\""
      )
    }

    @Test func durations() {
      let expected = "a.json: $.actions[0].actions[0].duration: error: "
      #expect(
        webDriverError(Self.touchOnly("{\"type\": \"pause\", \"duration\": -1}"))
          == expected + "expected a duration in whole milliseconds (an integer ≥ 0), found -1")
      #expect(
        webDriverError(Self.touchOnly("{\"type\": \"pause\", \"duration\": 1.5}"))
          == expected
          + "expected a duration in whole milliseconds (an integer ≥ 0), found a number 1.5")
      #expect(
        webDriverError(
          Self.touchOnly("{\"type\": \"pointerMove\", \"duration\": \"5\", \"x\": 0, \"y\": 0}"))
          == expected
          + "expected a duration in whole milliseconds (an integer ≥ 0), found a string \"5\"")
      #expect(
        webDriverError(Self.touchOnly("{\"type\": \"pause\", \"duration\": 1000000001}"))
          == expected
          + "expected a duration of at most 1000000000 ms (the end of a trace's timeline), found 1000000001"
      )
    }

    @Test func buttons() {
      let at = "a.json: $.actions[0].actions[0]"
      #expect(
        webDriverError(Self.touchOnly("{\"type\": \"pointerDown\"}"))
          == "\(at): error: missing required key \"button\"")
      #expect(
        webDriverError(Self.touchOnly("{\"type\": \"pointerUp\", \"button\": -1}"))
          == "\(at).button: error: expected a button number (an integer ≥ 0), found an integer -1")
      #expect(
        webDriverError(Self.touchOnly("{\"type\": \"pointerDown\", \"button\": 2}"))
          == "\(at).button: error: a touch has one contact, button 0; expected 0, found 2")
    }

    @Test func moves() {
      let at = "a.json: $.actions[0].actions[0]"
      #expect(
        webDriverError(Self.touchOnly("{\"type\": \"pointerMove\", \"y\": 0}"))
          == "\(at): error: missing required key \"x\"")
      #expect(
        webDriverError(Self.touchOnly("{\"type\": \"pointerMove\", \"x\": \"1\", \"y\": 0}"))
          == "\(at).x: error: expected a number, found a string \"1\"")
      #expect(
        webDriverError(Self.touchOnly("{\"type\": \"pointerMove\", \"x\": 0, \"y\": 0.0001}"))
          == "\(at).y: error: expected a coordinate with at most 3 decimals, found 0.0001")
      #expect(
        webDriverError(Self.touchOnly("{\"type\": \"pointerMove\", \"x\": 2000000, \"y\": 0}"))
          == "\(at).x: error: expected a coordinate within ±1000000 points, found 2000000")
      #expect(
        webDriverError(
          Self.touchOnly(
            "{\"type\": \"pointerMove\", \"x\": 0, \"y\": 0, \"origin\": {\"element-6066-11e4-a52e-4f735466cecf\": \"e1\"}}"
          ))
          == "\(at).origin: error: an element origin needs a browser's page; expected \"viewport\" or \"pointer\""
      )
      #expect(
        webDriverError(
          Self.touchOnly("{\"type\": \"pointerMove\", \"x\": 0, \"y\": 0, \"origin\": \"page\"}"))
          == "\(at).origin: error: expected \"viewport\" or \"pointer\", found a string \"page\"")
      #expect(
        webDriverError(
          Self.touchOnly("{\"type\": \"pointerMove\", \"x\": 0, \"y\": 0, \"origin\": null}"))
          == "\(at).origin: error: expected \"viewport\" or \"pointer\", found null")
    }

    @Test func pointerProperties() {
      func error(_ property: String) -> String {
        webDriverError(Self.touchOnly("{\"type\": \"pointerDown\", \"button\": 0, \(property)}"))
      }
      let at = "a.json: $.actions[0].actions[0]"
      #expect(
        error("\"pressure\": 1.5")
          == "\(at).pressure: error: expected a number from 0 to 1, found 1.5")
      #expect(
        error("\"width\": -1")
          == "\(at).width: error: expected a number from 0 to 20000 (a trace's radius is at most 10000 points), found -1"
      )
      #expect(
        error("\"height\": 30000")
          == "\(at).height: error: expected a number from 0 to 20000 (a trace's radius is at most 10000 points), found 30000"
      )
      #expect(
        error("\"tangentialPressure\": -2")
          == "\(at).tangentialPressure: error: expected a number from -1 to 1, found -2")
      #expect(
        error("\"tiltX\": 91") == "\(at).tiltX: error: expected an integer from -90 to 90, found 91"
      )
      #expect(
        error("\"tiltY\": 1.5")
          == "\(at).tiltY: error: expected an integer from -90 to 90, found a number 1.5")
      #expect(
        error("\"twist\": 360")
          == "\(at).twist: error: expected an integer from 0 to 359, found 360")
      #expect(
        error("\"altitudeAngle\": 2")
          == "\(at).altitudeAngle: error: expected a number from 0 to π/2, found 2")
      #expect(
        error("\"azimuthAngle\": 7")
          == "\(at).azimuthAngle: error: expected a number from 0 to 2π, found 7")
      #expect(
        error("\"pressure\": \"high\"")
          == "\(at).pressure: error: expected a number, found a string \"high\"")
    }

    @Test func aFileThatCannotBeReadIsAnInputError() {
      #expect(throws: InputError.self) {
        try WebDriverActions.read(path: "/nonexistent/a.webdriver.json", name: "a.webdriver.json")
      }
    }
  }
}
