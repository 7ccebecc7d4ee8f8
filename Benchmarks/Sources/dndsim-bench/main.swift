import Foundation

print("hi")
